import type { UseQueryResult } from '@tanstack/react-query';
import { Amount, Button, Skeleton, formatAmount } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useSellPriceQuery } from '../../data/catalogue/sell-price-query.ts';
import '../../i18n/areas/blaze-create/index.ts';

/**
 * The price of the chosen size in the chosen region, asked live (`/product/sellPrice`): per hour
 * (a unit price, 4 decimals) and per month (the hourly price x 730, DECISIONS.md "Money").
 */
export function PriceSummary({
  vendor,
  region,
  sizeId,
}: {
  vendor: string;
  region: string;
  sizeId: string;
}) {
  const price = useSellPriceQuery(
    vendor !== '' && region !== '' && sizeId !== '' ? { vendor, region, sizeId } : undefined,
  );
  return <PriceCard price={price} />;
}

/** What a price call answers that the card shows (the list prices beside a free tier's $0). */
interface PriceAnswer {
  hourlyPriceMicros: number;
  monthlyEstimateMicros: number;
  listHourlyPriceMicros?: number | undefined;
  listMonthlyEstimateMicros?: number | undefined;
}

/**
 * A price as the review shows it, from any price call (the Manager wizard asks
 * `/product/manager/sellPrice`): loading, failed with a retry, or per hour and per month.
 */
export function PriceCard({ price }: { price: UseQueryResult<PriceAnswer> }) {
  const { t } = useTranslation();
  // The free tier (Shared) is charged nothing; its list price is said beside the $0.
  const free =
    price.data !== undefined &&
    price.data.hourlyPriceMicros === 0 &&
    (price.data.listHourlyPriceMicros ?? 0) > 0;
  return (
    <section
      aria-labelledby="blaze-create-price"
      className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h3 id="blaze-create-price" className="text-base font-semibold">
        {t('blaze-create.review.price')}
      </h3>
      {price.isPending ? (
        <div className="flex flex-col gap-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-5 w-56" />
        </div>
      ) : price.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('blaze-create.review.price-failed')}</span>
          <Button variant="outline" size="sm" onClick={() => void price.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="text-muted-fg">{t('blaze-create.review.per-hour')}</dt>
          <dd className="text-lg font-semibold">
            <Amount
              value={price.data.hourlyPriceMicros}
              kind="unit-price"
              perLabel={t('blaze-create.per-hour')}
            />
            {free ? (
              <span className="ms-2 text-sm font-normal text-muted-fg">
                {t('blaze-create.review.free-list-hour', {
                  price: formatAmount(price.data.listHourlyPriceMicros ?? 0, {
                    kind: 'unit-price',
                  }),
                })}
              </span>
            ) : null}
          </dd>
          <dt className="text-muted-fg">{t('blaze-create.review.per-month')}</dt>
          <dd>
            <Amount value={price.data.monthlyEstimateMicros} />
            {free ? (
              <span className="ms-2 text-sm text-muted-fg">
                {t('blaze-create.review.free-list-month', {
                  amount: formatAmount(price.data.listMonthlyEstimateMicros ?? 0),
                })}
              </span>
            ) : null}
          </dd>
        </dl>
      )}
      <p className="text-sm text-muted-fg">
        {free ? t('blaze-create.review.free-note') : t('blaze-create.review.billing-note')}
      </p>
    </section>
  );
}
