import { Button, Skeleton, StatCard } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useBillingSummaryQuery } from '../../data/billing/billing-summary-query.ts';
import { formatDate, formatDateTime, formatTotal } from './billing-format.ts';
import { Money, UnitPrice } from './money.tsx';
import '../../i18n/areas/billing/index.ts';

/**
 * The top of /billings: the open period's running total (with what the free tier is worth at list
 * price, when it ran), the month-end forecast and the rate now, active credits and unpaid bills.
 */
export function SummarySection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const summary = useBillingSummaryQuery();

  if (summary.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{t('billing.summary.load-failed')}</p>
        <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );

  const data = summary.data;
  const loading = data === undefined;
  const freeValue = data ? data.listRunningTotalMicros - data.runningTotalMicros : 0;
  const lastDay = data ? new Date(new Date(data.period.end).getTime() - 1).toISOString() : '';
  return (
    <section aria-labelledby="billing-summary" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="billing-summary" className="text-lg font-semibold">
          {t('billing.summary.title')}
        </h2>
        {data ? (
          <p className="text-sm text-muted-fg">
            {t('billing.summary.period', {
              start: formatDate(data.period.start, locale),
              end: formatDate(lastDay, locale),
            })}{' '}
            · {t('billing.summary.as-of', { time: formatDateTime(data.asOf, locale) })}
          </p>
        ) : (
          <Skeleton className="h-5 w-64" />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          data-testid="running-total"
          label={t('billing.summary.running-total')}
          loading={loading}
          loadingLabel={t('billing.summary.loading')}
          value={data ? <Money micros={data.runningTotalMicros} /> : null}
          hint={
            freeValue > 0
              ? t('billing.summary.free-value', { amount: formatTotal(freeValue, locale) })
              : t('billing.summary.running-help')
          }
        />
        <StatCard
          data-testid="forecast"
          label={t('billing.summary.forecast')}
          loading={loading}
          loadingLabel={t('billing.summary.loading')}
          value={data ? <Money micros={data.forecastMicros} /> : null}
          hint={
            data ? (
              <>
                {t('billing.summary.forecast-help')}{' '}
                <span>
                  {t('billing.summary.hourly')} <UnitPrice micros={data.currentHourlyMicros} />
                </span>
              </>
            ) : null
          }
        />
        <StatCard
          label={t('billing.summary.credits')}
          loading={loading}
          loadingLabel={t('billing.summary.loading')}
          value={data ? <Money micros={data.activeCreditMicros} /> : null}
          hint={t('billing.summary.credits-help')}
        />
        <StatCard
          data-testid="unpaid"
          label={t('billing.summary.unpaid')}
          loading={loading}
          loadingLabel={t('billing.summary.loading')}
          value={data ? <Money micros={data.unpaidMicros} /> : null}
          hint={
            data && data.unpaidBills > 0
              ? t('billing.summary.unpaid-help', { count: data.unpaidBills })
              : t('billing.summary.unpaid-none')
          }
        />
      </div>
    </section>
  );
}
