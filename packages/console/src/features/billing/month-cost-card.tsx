import { Link } from '../../lib/link.tsx';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
  buttonVariants,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useBillingSummaryQuery } from '../../data/billing/billing-summary-query.ts';
import { billPaths } from './billing-paths.ts';
import { formatMonth, formatTotal } from './billing-format.ts';
import { Money } from './money.tsx';
import '../../i18n/areas/billing/index.ts';

/** The dashboard's card: this month's running total and forecast, leading to /billings. */
export function MonthCostCard() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const summary = useBillingSummaryQuery();
  return (
    <Card data-testid="month-cost">
      <CardHeader>
        <CardTitle level={2}>{t('billing.card.title')}</CardTitle>
        {summary.data ? (
          <CardDescription>{formatMonth(summary.data.period.start, locale)}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <Skeleton className="h-10 w-32" />
        ) : summary.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>{t('billing.card.failed')}</p>
            <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-1">
            <p className="text-4xl font-semibold tabular-nums">
              <Money micros={summary.data.runningTotalMicros} />
            </p>
            <p className="text-sm text-muted-fg">
              {t('billing.card.forecast', {
                amount: formatTotal(summary.data.forecastMicros, locale),
              })}
            </p>
          </div>
        )}
      </CardContent>
      <CardFooter>
        <Link to={billPaths.list} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('billing.card.view')}
        </Link>
      </CardFooter>
    </Card>
  );
}
