import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { canPerform, type Instance } from '@quiver/contract';
import {
  Button,
  Callout,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  MetricChart,
  Skeleton,
  Spinner,
  type MetricSeries,
} from '@quiver/ui';
import type { MetricRange } from '../../../data/monitor/keys.ts';
import {
  useMetricSeriesQueries,
  usePrefetchMetricSeries,
  type MetricSeriesView,
} from '../../../data/monitor/metric-series-query.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { ActionUnavailable } from './action-unavailable.tsx';
import { readTimeRange, TimeRangeControl } from './time-range.tsx';
import { formatBytes, formatPercent } from './usage-format.ts';
import '../../../i18n/areas/instance-monitoring/index.ts';

/** The URL parameter that keeps the chosen range (the detail page keeps `id` and `tab`). */
const RANGE_PARAM = 'range';

/**
 * What the tab watches: an instance, or one server of a Powerhouse cluster (its own id, status and
 * size, with the cluster's memory threshold).
 */
export type MonitoredResource = Pick<
  Instance,
  'id' | 'status' | 'serviceState' | 'memoryThreshold'
> & {
  size: Pick<Instance['size'], 'vcpu'>;
};

/**
 * The detail page's monitoring tab: CPU, memory and disk of the last 1 h, 6 h, 24 h or 7 d on one
 * chart, in percent of what the size offers (memory and disk arrive in bytes and are divided by
 * their capacity; the bytes are shown beside the chart), with the memory threshold as a line. The
 * data is asked again every minute; the chart keeps its DOM, its cursor and its open table.
 */
export function MonitoringTab({ instance }: { instance: MonitoredResource }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const urlRange = readTimeRange(search.get(RANGE_PARAM));
  // The range the reader picked shows at once, as an update of this tab alone. The address follows
  // as a router navigation, which re-renders the whole page as a transition (at 4x CPU about 300 ms
  // of work, yielding to the browser between slices): the chart does not wait for it. A change of
  // the address from elsewhere (back, forward, a link) is followed too.
  const [range, setRange] = useState(urlRange);
  const [followedUrlRange, setFollowedUrlRange] = useState(urlRange);
  if (urlRange !== followedUrlRange) {
    setFollowedUrlRange(urlRange);
    setRange(urlRange);
  }
  const decision = canPerform(instance, 'overview');
  const metrics = useMetricSeriesQueries(instance.id, range, decision.allowed);
  const prefetch = usePrefetchMetricSeries(instance.id);

  const chooseRange = (next: MetricRange) => {
    // The three answers are asked for before anything renders.
    if (decision.allowed) prefetch(next);
    setRange(next);
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === '1h') params.delete(RANGE_PARAM);
        else params.set(RANGE_PARAM, next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('instance-monitoring.title')}</CardTitle>
        <CardDescription>{t('instance-monitoring.description')}</CardDescription>
        <CardAction>
          <TimeRangeControl
            value={range}
            onValueChange={chooseRange}
            label={t('instance-monitoring.range-label')}
          />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!decision.allowed ? (
          <ActionUnavailable title={t('instance-monitoring.unavailable')} refusal={decision} />
        ) : metrics.series === undefined ? (
          metrics.isError ? (
            <LoadFailed onRetry={() => void metrics.refetch()} />
          ) : (
            <div className="flex flex-col gap-3">
              <Spinner label={t('instance-monitoring.loading')} />
              <Skeleton className="h-72 w-full" />
            </div>
          )
        ) : (
          <>
            {metrics.isError ? (
              <Callout
                tone="warning"
                toneLabel={t('instance-monitoring.tone-warning')}
                action={
                  <Button size="sm" variant="outline" onClick={() => void metrics.refetch()}>
                    {t('common.retry')}
                  </Button>
                }
              >
                {t('instance-monitoring.refresh-failed')}
              </Callout>
            ) : null}
            <UsageChart
              instance={instance}
              series={metrics.series}
              loadingRange={metrics.isPlaceholder}
              updatedAt={metrics.updatedAt}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout
      tone="danger"
      role="alert"
      title={t('instance-monitoring.load-failed-title')}
      toneLabel={t('instance-monitoring.tone-danger')}
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('instance-monitoring.load-failed-body')}
    </Callout>
  );
}

interface UsageChartProps {
  instance: MonitoredResource;
  series: Record<'cpu' | 'memory' | 'disk', MetricSeriesView>;
  /** A new range is loading: the chart shows the previous one meanwhile. */
  loadingRange: boolean;
  /** When the shown data was measured (epoch ms). */
  updatedAt: number;
}

function UsageChart({ instance, series, loadingRange, updatedAt }: UsageChartProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const labels = {
    cpu: t('instance-monitoring.series.cpu'),
    memory: t('instance-monitoring.series.memory'),
    disk: t('instance-monitoring.series.disk'),
  };
  // New arrays only when an answer changed, so the chart's memoised work (decimation) is kept.
  const chartSeries = useMemo<MetricSeries[]>(
    () => [
      { id: 'cpu', label: labels.cpu, points: series.cpu.points },
      { id: 'memory', label: labels.memory, points: series.memory.points },
      { id: 'disk', label: labels.disk, points: series.disk.points },
    ],
    [series.cpu, series.memory, series.disk, labels.cpu, labels.memory, labels.disk],
  );
  const timeDomain = useMemo(
    () => [series.cpu.from, series.cpu.to] as const,
    [series.cpu.from, series.cpu.to],
  );
  // The chart's texts and formats, made once per language: new functions on every render would make
  // the chart summarise its three series again each time (a week is 30,240 points).
  const chartTexts = useMemo(
    () => ({
      formatValue: (value: number) => formatPercent(value, locale),
      thresholdLabel: (value: string) => t('instance-monitoring.threshold', { value }),
      summaryText: (summary: {
        label: string;
        latest: string;
        min: string;
        max: string;
        average: string;
      }) =>
        t('instance-monitoring.summary', {
          label: summary.label,
          latest: summary.latest,
          min: summary.min,
          max: summary.max,
          average: summary.average,
        }),
      tableHeaders: {
        time: t('instance-monitoring.table.time'),
        average: (label: string) => t('instance-monitoring.table.average', { label }),
        peak: (label: string) => t('instance-monitoring.table.peak', { label }),
      },
    }),
    [t, locale],
  );
  const percent = chartTexts.formatValue;
  const used = (view: MetricSeriesView) =>
    view.latest === null || view.capacity === null
      ? t('instance-monitoring.no-sample')
      : t('instance-monitoring.used-of', {
          used: formatBytes(view.latest, locale),
          capacity: formatBytes(view.capacity, locale),
        });

  return (
    <div className="flex flex-col gap-4" aria-busy={loadingRange}>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-fg">{labels.cpu}</dt>
          <dd className="font-medium">
            {series.cpu.latest === null
              ? t('instance-monitoring.no-sample')
              : t('instance-monitoring.cpu-now', {
                  percent: percent(series.cpu.latest),
                  vcpu: instance.size.vcpu,
                })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-fg">{labels.memory}</dt>
          <dd className="font-medium">{used(series.memory)}</dd>
        </div>
        <div>
          <dt className="text-muted-fg">{labels.disk}</dt>
          <dd className="font-medium">{used(series.disk)}</dd>
        </div>
      </dl>
      <MetricChart
        title={t('instance-monitoring.chart-title')}
        series={chartSeries}
        // The hour (or day, or week) asked for, not only the minutes sampled so far.
        timeDomain={timeDomain}
        threshold={instance.memoryThreshold}
        locale={locale}
        formatValue={percent}
        formatAxisValue={percent}
        thresholdLabel={chartTexts.thresholdLabel}
        keyboardHint={t('instance-monitoring.keyboard-hint')}
        emptyText={t('instance-monitoring.empty')}
        legendLabel={t('instance-monitoring.legend')}
        summaryText={chartTexts.summaryText}
        showTableLabel={t('instance-monitoring.show-table')}
        hideTableLabel={t('instance-monitoring.hide-table')}
        tableHeaders={chartTexts.tableHeaders}
      />
      <p className="text-xs text-muted-fg">
        {loadingRange
          ? t('instance-monitoring.loading-range')
          : t('instance-monitoring.updated', {
              // On the 24-hour clock, as the chart's time axis above it is.
              time: new Date(updatedAt).toLocaleTimeString(locale, {
                hour: '2-digit',
                minute: '2-digit',
                hourCycle: 'h23',
              }),
            })}
      </p>
    </div>
  );
}
