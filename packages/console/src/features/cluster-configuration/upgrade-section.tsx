import { useId, useState } from 'react';
import { ArrowUpCircle } from 'lucide-react';
import { canPerform } from '@quiver/contract';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  Callout,
  DescriptionList,
  RadioGroup,
  RadioGroupOption,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import type { ClusterDetail } from '../../data/clusters/cluster-detail-query.ts';
import { useClusterUpgradeCheckQuery } from '../../data/clusters/cluster-upgrade-check-query.ts';
import { useClusterUpgradeMutation } from '../../data/clusters/cluster-upgrade-mutation.ts';
import { ConfigSection } from '../instance-configuration/config-section.tsx';
import '../../i18n/areas/clusters/index.ts';

/**
 * The cluster's version. The upgrade check comes first (`/cluster/upgrade/check`): the versions
 * newer than the one it runs, newest first; then what an upgrade changes (every server, the
 * version) and whether it restarts (a running cluster restarts its servers one after another; a
 * stopped one takes the version at its next start), confirmed before `/cluster/upgrade`.
 */
export function UpgradeSection({ cluster }: { cluster: ClusterDetail }) {
  const { t } = useTranslation();
  const decision = canPerform(cluster, 'upgrade');
  const [asked, setAsked] = useState(false);
  const check = useClusterUpgradeCheckQuery(cluster.id, { enabled: asked });
  const [picked, setPicked] = useState<string | null>(null);
  const versionsId = useId();
  const versions = check.data?.versions ?? [];
  const chosen = versions.find((image) => image.id === picked) ?? versions[0];

  return (
    <ConfigSection
      title={t('clusters.upgrade.title')}
      description={t('clusters.upgrade.help', { version: cluster.version })}
      decision={decision}
    >
      {!asked || check.isPending ? (
        <Button
          variant="outline"
          startIcon={<ArrowUpCircle />}
          className="w-fit"
          loading={asked && check.isFetching}
          loadingLabel={t('clusters.upgrade.checking')}
          onClick={() => setAsked(true)}
        >
          {t('clusters.upgrade.check')}
        </Button>
      ) : check.isError ? (
        <Callout
          tone="danger"
          role="alert"
          toneLabel={t('clusters.tone.danger')}
          title={t('clusters.upgrade.check-failed')}
          action={
            <Button size="sm" variant="outline" onClick={() => void check.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !check.data.upgradable || chosen === undefined ? (
        <p role="status" className="text-sm">
          {t('clusters.upgrade.newest', { version: check.data.currentVersion })}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm">
            {t('clusters.upgrade.available', {
              current: check.data.currentVersion,
              latest: check.data.latestVersion,
            })}
          </p>
          {versions.length > 1 ? (
            <div className="flex flex-col gap-2">
              <p id={versionsId} className="text-sm font-medium">
                {t('clusters.upgrade.choose')}
              </p>
              <RadioGroup aria-labelledby={versionsId} value={chosen.id} onValueChange={setPicked}>
                {versions.map((image) => (
                  <RadioGroupOption key={image.id} value={image.id} label={image.name} />
                ))}
              </RadioGroup>
            </div>
          ) : null}
          <DescriptionList
            columns={1}
            items={[
              {
                term: t('clusters.upgrade.changes'),
                description: t('clusters.upgrade.changes-body', {
                  current: check.data.currentVersion,
                  next: chosen.version,
                  count: cluster.serverCount,
                }),
              },
              {
                term: t('clusters.upgrade.restart'),
                description:
                  cluster.status === 'RUNNING'
                    ? t('clusters.upgrade.restart-running')
                    : t('clusters.upgrade.restart-stopped'),
              },
            ]}
          />
          <UpgradeConfirm
            cluster={cluster}
            version={{ id: chosen.id, name: chosen.name }}
            disabled={!decision.allowed}
            onDone={() => setAsked(false)}
          />
        </div>
      )}
    </ConfigSection>
  );
}

function UpgradeConfirm({
  cluster,
  version,
  disabled,
  onDone,
}: {
  cluster: ClusterDetail;
  version: { id: string; name: string };
  disabled: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const upgrade = useClusterUpgradeMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await upgrade.mutateAsync({ clusterId: cluster.id, version: version.id });
      setOpen(false);
      notify.success(t('clusters.upgrade.started', { version: version.name }), {
        about: cluster.id,
      });
      onDone();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('clusters.failed'));
    }
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (upgrade.isPending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button className="w-fit" disabled={disabled}>
          {t('clusters.upgrade.to', { version: version.name })}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t('clusters.upgrade.confirm-title', { name: cluster.name, version: version.name })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {cluster.status === 'RUNNING'
              ? t('clusters.upgrade.restart-running')
              : t('clusters.upgrade.restart-stopped')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error === null ? null : (
          <p role="alert" className="text-sm text-danger-text">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={upgrade.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <Button
            loading={upgrade.isPending}
            loadingLabel={t('instances.confirm.working')}
            onClick={() => void confirm()}
          >
            {t('clusters.upgrade.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
