import { useId, type ReactNode } from 'react';
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
  const titleId = useId();
  return (
    // A region focus can be given to: a Save disabled while its change runs hands focus here (the
    // shell's focus rescue), so the user stays in the section they were in.
    <Card role="region" aria-labelledby={titleId} tabIndex={-1}>
      <CardHeader>
        <CardTitle level={2} id={titleId}>
          {title}
        </CardTitle>
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
