import { useMemo } from 'react';
import { BarChart, Button, Skeleton, type BarDatum } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useDailyCostsQuery } from '../../data/billing/billing-daily-query.ts';
import { dayOfMonth, formatCalendarDay, formatMonth, formatTotal } from './billing-format.ts';
import '../../i18n/areas/billing/index.ts';

/** Cost per UTC day of the open period: the days so far as run, the rest as forecast. */
export function DailyCostChart() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const daily = useDailyCostsQuery();
  const days = daily.data?.days;
  const bars = useMemo<BarDatum[]>(
    () =>
      (days ?? []).map((day) => ({
        id: day.date,
        label: dayOfMonth(day.date),
        fullLabel: formatCalendarDay(day.date, locale),
        value: day.amountMicros,
        tone: day.projected ? 'projected' : 'actual',
      })),
    [days, locale],
  );

  if (daily.isPending) return <Skeleton className="h-60 w-full" />;
  if (daily.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{t('billing.chart.load-failed')}</p>
        <Button size="sm" variant="outline" onClick={() => void daily.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );

  const soFar = daily.data.days.filter((day) => !day.projected);
  const rest = daily.data.days.filter((day) => day.projected);
  const sum = (list: typeof soFar) => list.reduce((total, day) => total + day.amountMicros, 0);
  const nothing = daily.data.days.every((day) => day.amountMicros === 0);
  return (
    <BarChart
      title={t('billing.chart.title', { month: formatMonth(daily.data.period.start, locale) })}
      data={nothing ? [] : bars}
      formatValue={(micros) => formatTotal(Math.round(micros), locale)}
      // Axis ticks are round amounts: `$2,000` reads faster than `$2,000.00`.
      formatAxisValue={(micros) => formatTotal(Math.round(micros), locale).replace(/[.,]00$/, '')}
      toneLabels={{ actual: t('billing.chart.actual'), projected: t('billing.chart.projected') }}
      summary={t('billing.chart.summary', {
        days: soFar.length,
        soFar: formatTotal(sum(soFar), locale),
        rest: formatTotal(sum(rest), locale),
      })}
      emptyText={t('billing.chart.empty')}
      showTableLabel={t('billing.chart.show-table')}
      hideTableLabel={t('billing.chart.hide-table')}
      legendLabel={t('billing.chart.legend')}
      tableHeaders={{
        label: t('billing.chart.day'),
        value: t('billing.chart.cost'),
        tone: t('billing.chart.kind'),
      }}
    />
  );
}
