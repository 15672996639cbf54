import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { instanceStatusLabel } from '@quiver/validation';
import { Button, Skeleton } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useClusterListQuery } from '../../data/clusters/cluster-list-query.ts';
import { useStatusLabels } from '../instances/instance-status.tsx';
import type { ManagerValues } from './manager-form.ts';
import '../../i18n/areas/managers/index.ts';

/** How many clusters the chooser lists (far above what an account holds). */
const CLUSTERS_LISTED = 100;

/**
 * The account's clusters this Manager manages from the start (optional; `clusterIds` of
 * `/manager/create`), as checkboxes. A cluster has one Manager: choosing one another Manager
 * manages moves it here, which the hint says.
 */
export function ClusterChoices() {
  const { t } = useTranslation();
  const statusLabels = useStatusLabels();
  const hintId = useId();
  const { control } = useFormContext<ManagerValues>();
  const {
    field: { value: chosen, onChange, ref },
  } = useController({ control, name: 'clusterIds' });
  const clusters = useClusterListQuery({ page: 1, pageSize: CLUSTERS_LISTED });
  const live = (clusters.data?.items ?? []).filter((item) => item.status !== 'TERMINATED');
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((item) => item !== id));

  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      aria-describedby={hintId}
      className="flex flex-col gap-2 outline-none"
    >
      <legend className="text-sm font-medium">{t('managers.create.clusters')}</legend>
      <p id={hintId} className="text-sm text-muted-fg">
        {t('managers.create.clusters-hint')}
      </p>
      {clusters.isPending ? (
        <div className="flex flex-col gap-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-6 w-64" />
        </div>
      ) : clusters.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('managers.create.clusters-failed')}</span>
          <Button variant="outline" size="sm" onClick={() => void clusters.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : live.length === 0 ? (
        <p className="text-sm">{t('managers.create.clusters-none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {live.map((cluster) => (
            <li key={cluster.id} className="flex items-center gap-2">
              <input
                id={`manager-cluster-${cluster.id}`}
                type="checkbox"
                className="size-4 accent-(--primary)"
                checked={chosen.includes(cluster.id)}
                onChange={(event) => toggle(cluster.id, event.target.checked)}
              />
              <label htmlFor={`manager-cluster-${cluster.id}`} className="text-sm">
                <span className="font-medium">{cluster.name}</span>{' '}
                <span className="text-muted-fg">
                  {t('managers.create.cluster-detail', {
                    status: statusLabels[instanceStatusLabel(cluster.status, cluster.serviceState)],
                    vendor: cluster.vendor,
                    region: cluster.region,
                  })}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
