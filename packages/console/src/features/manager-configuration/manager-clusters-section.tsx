import { useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { Plus, Unlink } from 'lucide-react';
import { canPerform, type Instance } from '@quiver/contract';
import {
  Button,
  Callout,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  RadioGroup,
  RadioGroupOption,
  Skeleton,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { routePaths } from '../../lib/brand.ts';
import {
  useManagerClustersQuery,
  type ManagedCluster,
} from '../../data/managers/manager-clusters-query.ts';
import {
  useConnectClusterMutation,
  useDisconnectClusterMutation,
} from '../../data/managers/manager-cluster-link-mutation.ts';
import { InstanceStatus } from '../instances/instance-status.tsx';
import { instancePaths } from '../instances/instance-paths.ts';
import { ConfigSection } from '../instance-configuration/config-section.tsx';
import '../../i18n/areas/managers/index.ts';

/** A refusal's words, or the generic failure for anything else. */
function failureText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/**
 * The clusters this Manager manages (`/manager/cluster/list`), each with a way to its screen and a
 * Disconnect button, and "Connect a cluster" to choose one of the account's others. Connecting and
 * disconnecting change the Manager's configuration: where the lifecycle table refuses `configure`,
 * the section says why and its buttons are off.
 */
export function ManagerClustersSection({ manager }: { manager: Instance }) {
  const { t } = useTranslation();
  const decision = canPerform(manager, 'configure');
  const clusters = useManagerClustersQuery(manager.id);
  const disconnect = useDisconnectClusterMutation();
  const [connecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const items = clusters.data?.items ?? [];
  const connected = items.filter((item) => item.managerId === manager.id);
  const others = items.filter((item) => item.managerId !== manager.id);

  const release = async (cluster: ManagedCluster) => {
    setFailure(null);
    try {
      await disconnect.mutateAsync({ instanceId: manager.id, clusterId: cluster.id });
      notify.success(t('managers.clusters.disconnected', { name: cluster.name }));
    } catch (error) {
      setFailure(failureText(error, t('managers.clusters.failed')));
    }
  };

  return (
    <ConfigSection
      title={t('managers.clusters.title')}
      description={t('managers.clusters.help')}
      decision={decision}
    >
      {clusters.isPending ? (
        <div className="flex flex-col gap-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-6 w-full max-w-md" />
        </div>
      ) : clusters.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('managers.clusters.load-failed')}</span>
          <Button variant="outline" size="sm" onClick={() => void clusters.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : connected.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('managers.clusters.none')}</p>
      ) : (
        <ul
          aria-label={t('managers.clusters.list')}
          className="flex flex-col divide-y divide-border"
        >
          {connected.map((cluster) => (
            <li key={cluster.id} className="flex flex-wrap items-center gap-3 py-2">
              <Link
                to={instancePaths.detail('POWERHOUSE', cluster.id)}
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                {cluster.name}
              </Link>
              <InstanceStatus status={cluster.status} serviceState={cluster.serviceState} />
              <span className="text-sm text-muted-fg">
                {t('managers.clusters.place', {
                  vendor: cluster.vendor,
                  region: cluster.region,
                  servers: cluster.serverCount,
                })}
              </span>
              <Button
                variant="outline"
                size="sm"
                className="ml-auto"
                startIcon={<Unlink />}
                disabled={!decision.allowed}
                loading={disconnect.isPending && disconnect.variables.clusterId === cluster.id}
                aria-label={t('managers.clusters.disconnect-named', { name: cluster.name })}
                onClick={() => void release(cluster)}
              >
                {t('managers.clusters.disconnect')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure === null ? null : (
        <p role="alert" className="text-sm text-danger-text">
          {failure}
        </p>
      )}
      <div>
        <Button
          variant="outline"
          startIcon={<Plus />}
          disabled={!decision.allowed || clusters.data === undefined}
          onClick={() => setConnecting(true)}
        >
          {t('managers.clusters.connect')}
        </Button>
      </div>
      <ConnectClusterDialog
        manager={manager}
        choices={others}
        open={connecting}
        onOpenChange={setConnecting}
      />
    </ConfigSection>
  );
}

/**
 * Choose one of the account's clusters this Manager does not manage yet; one another Manager
 * manages says so (connecting moves it here). A refusal stays in the dialog.
 */
function ConnectClusterDialog({
  manager,
  choices,
  open,
  onOpenChange,
}: {
  manager: Instance;
  choices: ManagedCluster[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const connect = useConnectClusterMutation();
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setChosen('');
      setFailure(null);
    }
  };
  const submit = async () => {
    const cluster = choices.find((item) => item.id === chosen);
    if (!cluster) {
      setFailure(t('managers.clusters.choose-one'));
      return;
    }
    setFailure(null);
    try {
      await connect.mutateAsync({ instanceId: manager.id, clusterId: cluster.id });
      notify.success(t('managers.clusters.connected', { name: cluster.name }));
      close(false);
    } catch (error) {
      setFailure(failureText(error, t('managers.clusters.failed')));
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('managers.clusters.dialog-title')}</DialogTitle>
          <DialogDescription>
            {t('managers.clusters.dialog-description', { name: manager.name })}
          </DialogDescription>
        </DialogHeader>
        {choices.length === 0 ? (
          <Callout tone="info" toneLabel={t('managers.tone.info')}>
            {t('managers.clusters.no-choices')}{' '}
            <Link to={routePaths.powerhouseCreate} className="font-medium underline">
              {t('managers.clusters.create-cluster')}
            </Link>
          </Callout>
        ) : (
          <form
            id="manager-connect-cluster"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <RadioGroup
              aria-label={t('managers.clusters.choices')}
              value={chosen}
              onValueChange={(value) => {
                setChosen(value);
                setFailure(null);
              }}
            >
              {choices.map((cluster) => (
                <RadioGroupOption
                  key={cluster.id}
                  value={cluster.id}
                  label={cluster.name}
                  description={
                    cluster.managerName === null
                      ? t('managers.clusters.choice', {
                          vendor: cluster.vendor,
                          region: cluster.region,
                          servers: cluster.serverCount,
                        })
                      : t('managers.clusters.choice-moves', {
                          vendor: cluster.vendor,
                          region: cluster.region,
                          servers: cluster.serverCount,
                          manager: cluster.managerName,
                        })
                  }
                />
              ))}
            </RadioGroup>
          </form>
        )}
        {failure === null ? null : (
          <p role="alert" className="text-sm text-danger-text">
            {failure}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          {choices.length === 0 ? null : (
            <Button type="submit" form="manager-connect-cluster" loading={connect.isPending}>
              {t('managers.clusters.connect-submit')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
