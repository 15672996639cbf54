import { useForecastChangeQuery } from '../../data/billing/forecast-change-query.ts';
import type { ForecastChangeInput } from '../../data/billing/keys.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDelta, formatTotal } from './billing-format.ts';
import '../../i18n/areas/billing/index.ts';

/**
 * What a lifecycle change (create, resize, storage, start, stop, terminate) does to this month's forecast,
 * from `/billing/forecast/change`: `This month's forecast: $12.40 → $30.10 (+$17.70)`. One line,
 * the same in every dialog that changes cost; `null` asks nothing (the change is not chosen yet).
 */
export function ForecastDelta({ change }: { change: ForecastChangeInput | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const forecast = useForecastChangeQuery(change);
  if (change === null) return null;
  return (
    <span className="block text-sm text-surface-fg" data-testid="forecast-delta" aria-live="polite">
      {t('billing.forecast.label')}:{' '}
      {forecast.isPending ? (
        <span className="text-muted-fg">{t('billing.forecast.loading')}</span>
      ) : forecast.isError ? (
        <span className="text-muted-fg">{t('billing.forecast.failed')}</span>
      ) : forecast.data.deltaMicros === 0 ? (
        // A change that costs nothing (a free instance, a stop of one) says so, not "$0.00 → $0.00 ($0.00)".
        <span className="tabular-nums" data-delta={0}>
          {t('billing.forecast.unchanged', {
            amount: formatTotal(forecast.data.newForecastMicros, locale),
          })}
        </span>
      ) : (
        <>
          <span className="tabular-nums">
            {t('billing.forecast.change', {
              before: formatTotal(forecast.data.currentForecastMicros, locale),
              after: formatTotal(forecast.data.newForecastMicros, locale),
            })}
          </span>{' '}
          <strong className="font-semibold tabular-nums" data-delta={forecast.data.deltaMicros}>
            {t('billing.forecast.delta', { delta: formatDelta(forecast.data.deltaMicros, locale) })}
          </strong>
        </>
      )}
    </span>
  );
}
