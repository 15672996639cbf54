import { monthlyEstimateMicros } from '@quiver/contract';
import type { PowerhouseServerRole } from '@quiver/validation';
import { Amount, Button, Skeleton } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useSellInfoQuery } from '../../data/catalogue/sell-info-query.ts';
import { useFreeClusterConfigQuery } from '../../data/clusters/cluster-free-config-query.ts';
import { useRoleLabels } from '../cluster-shared/role-labels.ts';
import { layoutLines, layoutReady, type ClusterValues } from './cluster-form.ts';
import '../../i18n/areas/clusters/index.ts';

interface PriceLine {
  role: PowerhouseServerRole;
  count: number;
  hourlyMicros: number;
}

/**
 * What the cluster costs per hour and per month (hourly × 730, DECISIONS.md "Money"), in all and
 * per role: a Standard layout priced by the catalogue (`/product/sellinfo`, v2), the free cluster
 * as "Free".
 */
export function ClusterPrice({ values }: { values: ClusterValues }) {
  const { t } = useTranslation();
  const standard = values.type === 'standard' && layoutReady(values);
  const sellInfo = useSellInfoQuery(
    standard
      ? {
          kind: 'POWERHOUSE',
          vendor: values.vendor,
          region: values.region,
          servers: layoutLines(values.layout),
        }
      : undefined,
  );
  const free = useFreeClusterConfigQuery({ enabled: values.type === 'free' });
  const query = values.type === 'free' ? free : sellInfo;
  const lines: PriceLine[] | undefined =
    values.type === 'free'
      ? free.data?.servers.map((line) => ({ role: line.role, count: line.count, hourlyMicros: 0 }))
      : sellInfo.data?.lines.flatMap((line) =>
          line.role === null
            ? []
            : [{ role: line.role, count: line.count, hourlyMicros: line.hourlyPriceMicros }],
        );
  const totalHourly =
    values.type === 'free' ? free.data?.hourlyPriceMicros : sellInfo.data?.hourlyPriceMicros;

  return (
    <section
      aria-labelledby="cluster-create-price"
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h3 id="cluster-create-price" className="text-base font-semibold">
        {t('clusters.create.price.title')}
      </h3>
      {query.isPending ? (
        <div className="flex flex-col gap-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError || lines === undefined || totalHourly === undefined ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('clusters.create.price.failed')}</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <PriceTable lines={lines} totalHourly={totalHourly} free={values.type === 'free'} />
      )}
      <p className="text-sm text-muted-fg">
        {values.type === 'free'
          ? t('clusters.create.price.free-note')
          : t('clusters.create.price.billing-note')}
      </p>
    </section>
  );
}

/** The price per role and in all; the free cluster's cells read "Free", as its card does. */
function PriceTable({
  lines,
  totalHourly,
  free,
}: {
  lines: PriceLine[];
  totalHourly: number;
  free: boolean;
}) {
  const { t } = useTranslation();
  const roles = useRoleLabels();
  const hourly = (micros: number) =>
    free && micros === 0 ? (
      t('clusters.create.price.free')
    ) : (
      <Amount value={micros} kind="unit-price" perLabel={t('clusters.per-hour')} />
    );
  const monthly = (micros: number) =>
    free && micros === 0 ? (
      t('clusters.create.price.free')
    ) : (
      <Amount value={monthlyEstimateMicros(micros)} />
    );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('clusters.create.price.caption')}</caption>
      <thead className="text-left text-muted-fg">
        <tr>
          <th scope="col" className="py-1 font-medium">
            {t('clusters.create.price.role')}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {t('clusters.create.price.servers')}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {t('clusters.create.price.per-hour')}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {t('clusters.create.price.per-month')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.role} className="border-t border-border">
            <th scope="row" className="py-1.5 text-left font-normal">
              {roles.many[line.role]}
            </th>
            <td className="py-1.5 text-end">{line.count}</td>
            <td className="py-1.5 text-end">{hourly(line.hourlyMicros)}</td>
            <td className="py-1.5 text-end">{monthly(line.hourlyMicros)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-border font-semibold">
          <th scope="row" className="py-1.5 text-left">
            {t('clusters.create.price.total')}
          </th>
          <td className="py-1.5 text-end">{lines.reduce((sum, line) => sum + line.count, 0)}</td>
          <td className="py-1.5 text-end" data-testid="cluster-price-hour">
            {hourly(totalHourly)}
          </td>
          <td className="py-1.5 text-end" data-testid="cluster-price-month">
            {monthly(totalHourly)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
