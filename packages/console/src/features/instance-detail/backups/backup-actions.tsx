import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DatabaseBackup, Eraser, FlaskConical } from 'lucide-react';
import { canPerform, type ActionDecision } from '@quiver/contract';
import { Button } from '@quiver/ui';
import { useInstanceCleanMutation } from '../../../data/backups/instance-clean-mutation.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { notify } from '../../../lib/notify.ts';
import { useRefusalText } from '../../instances/actions/refusal-text.ts';
import { useClusterRefusalText } from '../../cluster-shared/refusal-text.ts';
import type { BackupOwner, BackupOwnerKind } from './backup-owner.ts';
import { BackupCreateDialog } from './backup-create-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { sampleDialogParam } from './sample-dialog-param.ts';
import { SampleLoadDialog } from './sample-load-dialog.tsx';
import '../../../i18n/areas/backups/index.ts';

type Refusal = Extract<ActionDecision, { allowed: false }>;

/**
 * What the tab does to the instance's data: back up, load a sample graph, empty the graph. Each is
 * offered where the lifecycle table allows it (all three need Active) and otherwise shown disabled,
 * with the table's reason said once under the buttons.
 */
/**
 * Whether the address asks for the sample graphs (`dialog=samples`, from the query screen's "Load
 * a sample graph…"): read once, then taken out of the address, so a reload or the way back here
 * does not open the dialog again.
 */
function useSamplesAsked(): boolean {
  const [search, setSearch] = useSearchParams();
  const [asked] = useState(() => search.get(sampleDialogParam.name) === sampleDialogParam.value);
  useEffect(() => {
    if (!asked) return;
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(sampleDialogParam.name);
        return params;
      },
      { replace: true },
    );
  }, [asked, setSearch]);
  return asked;
}

export function BackupActions({
  instance,
  of = 'instance',
}: {
  instance: BackupOwner;
  of?: BackupOwnerKind;
}) {
  const { t } = useTranslation();
  const instanceReason = useRefusalText();
  const clusterReason = useClusterRefusalText();
  const reasonText = of === 'cluster' ? clusterReason : instanceReason;
  // A cluster's graph is not emptied or filled with samples (no such calls): not offered at all.
  const dataActions = of === 'instance';
  const reasonId = useId();
  const samplesAsked = useSamplesAsked();
  const clean = useInstanceCleanMutation();
  const decisions = {
    backup: canPerform(instance, 'backup'),
    loadSamples: canPerform(instance, 'loadSamples'),
    empty: canPerform(instance, 'empty'),
    // Recover is on each backup's row; its reason is said here with the others, once.
    recover: canPerform(instance, 'recover'),
  };
  const offered = dataActions ? Object.values(decisions) : [decisions.backup, decisions.recover];
  const reasons = [
    ...new Set(
      offered
        .filter((decision): decision is Refusal => !decision.allowed)
        .map((decision) => reasonText(decision)),
    ),
  ];
  const disabledProps = (decision: ActionDecision) =>
    decision.allowed ? {} : { disabled: true, 'aria-describedby': reasonId };

  // One primary action per screen: an instance's header already holds it (Query), a cluster's
  // header has none, so there backing up is the tab's primary action.
  const backupButton = (
    <Button
      variant={of === 'instance' ? 'outline' : 'primary'}
      startIcon={<DatabaseBackup />}
      {...disabledProps(decisions.backup)}
    >
      {t('backups.create')}
    </Button>
  );
  const sampleButton = (
    <Button
      variant="outline"
      startIcon={<FlaskConical />}
      {...disabledProps(decisions.loadSamples)}
    >
      {t('backups.sample')}
    </Button>
  );
  const emptyButton = (
    <Button variant="outline" startIcon={<Eraser />} {...disabledProps(decisions.empty)}>
      {t('backups.empty')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {decisions.backup.allowed ? (
          <BackupCreateDialog instanceId={instance.id} trigger={backupButton} of={of} />
        ) : (
          backupButton
        )}
        {!dataActions ? null : decisions.loadSamples.allowed ? (
          <SampleLoadDialog
            instanceId={instance.id}
            trigger={sampleButton}
            defaultOpen={samplesAsked}
          />
        ) : (
          sampleButton
        )}
        {!dataActions ? null : decisions.empty.allowed ? (
          <ConfirmDialog
            trigger={emptyButton}
            title={t('backups.empty-title', { name: instance.name })}
            description={t('backups.empty-help')}
            confirmLabel={t('backups.empty-confirm')}
            onConfirm={async () => {
              await clean.mutateAsync({ instanceId: instance.id });
              notify.success(t('backups.empty-started'), { about: instance.id });
            }}
          />
        ) : (
          emptyButton
        )}
      </div>
      {reasons.length > 0 ? (
        <p id={reasonId} className="text-sm text-muted-fg">
          {reasons.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
