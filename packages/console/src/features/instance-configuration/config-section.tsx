import type { ReactNode } from 'react';
import type { ActionDecision } from '@quiver/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { ActionUnavailable } from '../instance-detail/monitoring/action-unavailable.tsx';
import '../../i18n/areas/instance-config/index.ts';

/**
 * One part of the configuration screen: a card with its title and help, and, when the lifecycle
 * table refuses the change now, the reason above its (disabled) form.
 */
export function ConfigSection({
  title,
  description,
  decision,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** The table's decision for the change; a refusal is said above the form. */
  decision?: ActionDecision;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
        {description === undefined ? null : <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {decision !== undefined && !decision.allowed ? (
          <ActionUnavailable title={t('instance-config.unavailable')} refusal={decision} />
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
