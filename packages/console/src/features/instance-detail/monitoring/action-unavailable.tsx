import type { ActionDecision } from '@quiver/contract';
import { Callout } from '@quiver/ui';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRefusalText } from '../../instances/actions/refusal-text.ts';
import '../../../i18n/areas/instance-monitoring/index.ts';

type Refusal = Extract<ActionDecision, { allowed: false }>;

/**
 * Says in place why a tab (or a part of one) has nothing to show in the instance's state, with the
 * lifecycle table's reason: "Monitoring is not available: Start the instance first."
 */
export function ActionUnavailable({ title, refusal }: { title: string; refusal: Refusal }) {
  const { t } = useTranslation();
  const reason = useRefusalText();
  return (
    <Callout tone="info" title={title} toneLabel={t('instance-monitoring.tone-info')}>
      {reason(refusal)}
    </Callout>
  );
}
