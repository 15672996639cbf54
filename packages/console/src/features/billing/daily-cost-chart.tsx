import { useMemo } from 'react';
import { BarChart, Button, Skeleton, type BarDatum } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useDailyCostsQuery } from '../../data/billing/billing-daily-query.ts';
import { useBillingSummaryQuery } from '../../data/billing/billing-summary-query.ts';
import {
  dayOfMonth,
  formatCalendarDay,
  formatMonth,
  formatTotal,
  roundToCent,
} from './billing-format.ts';
import '../../i18n/areas/billing/index.ts';

/**
 * Cost per UTC day of the open period: the days so far as run, the rest as forecast. Today's bar
 * is what ran so far today, with the forecast of the rest of today on top of it: the month-end
 * forecast (the summary card's) less what ran and less the days to come. The bars then add up to
 * the card, as the sentence does ("the rest of the month": the forecast less what ran, both to
 * the cent).
 */
export function DailyCostChart() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // The summary section's query (the same cache): its forecast is the card's.
  const summary = useBillingSummaryQuery();
  const daily = useDailyCostsQuery({ poll: (summary.data?.currentHourlyMicros ?? 0) > 0 });
  const days = daily.data?.days;
  const today = daily.data?.asOf.slice(0, 10);
  const restOfToday = useMemo(() => {
    const forecast = summary.data?.forecastMicros;
    if (forecast === undefined || days === undefined) return undefined;
    const known = days.reduce((total, day) => total + day.amountMicros, 0);
    return Math.max(0, forecast - known);
  }, [days, summary.data?.forecastMicros]);
  const bars = useMemo<BarDatum[]>(
    () =>
      (days ?? []).map((day) => {
        const fullLabel = formatCalendarDay(day.date, locale);
        const isToday = day.date === today && !day.projected;
        const rest = isToday && restOfToday !== undefined && restOfToday > 0 ? restOfToday : 0;
        let label = fullLabel;
        // "(today)" with its two parts ("$0.18 + $42.27, So far + Forecast"), else "(today, so far)".
        if (isToday)
          label = t(rest > 0 ? 'billing.chart.today-under-way' : 'billing.chart.today', {
            day: fullLabel,
          });
        return {
          id: day.date,
          label: dayOfMonth(day.date),
          fullLabel: label,
          value: day.amountMicros,
          tone: day.projected ? 'projected' : 'actual',
          ...(rest > 0 ? { projectedRest: rest } : {}),
        };
      }),
    [days, locale, today, t, restOfToday],
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
  const soFarMicros = soFar.reduce((total, day) => total + day.amountMicros, 0);
  const forecastMicros = summary.data?.forecastMicros;
  const nothing = daily.data.days.every((day) => day.amountMicros === 0);
  const sentence =
    forecastMicros === undefined
      ? t('billing.chart.summary-so-far', {
          count: soFar.length,
          soFar: formatTotal(soFarMicros, locale),
        })
      : t('billing.chart.summary', {
          count: soFar.length,
          soFar: formatTotal(soFarMicros, locale),
          rest: formatTotal(
            Math.max(0, roundToCent(forecastMicros) - roundToCent(soFarMicros)),
            locale,
          ),
          forecast: formatTotal(forecastMicros, locale),
        });
  return (
    <BarChart
      title={t('billing.chart.title', { month: formatMonth(daily.data.period.start, locale) })}
      data={nothing ? [] : bars}
      formatValue={(micros) => formatTotal(Math.round(micros), locale)}
      // Axis ticks are round amounts: `$2,000` reads faster than `$2,000.00`.
      formatAxisValue={(micros) => formatTotal(Math.round(micros), locale).replace(/[.,]00$/, '')}
      toneLabels={{ actual: t('billing.chart.actual'), projected: t('billing.chart.projected') }}
      summary={sentence}
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
