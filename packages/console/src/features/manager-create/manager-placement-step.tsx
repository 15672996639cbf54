import { Callout, Skeleton, formatAmount } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useProductListQuery } from '../../data/catalogue/product-list-query.ts';
import { PlacementFields } from '../blaze-create/placement-fields.tsx';
import '../../i18n/areas/blaze-create/index.ts';
import '../../i18n/areas/managers/index.ts';

/**
 * Step 1: the Manager Standard edition (the one Manager edition: its card's words from the
 * catalogue), then where it runs and its size, with the Blaze wizard's placement fields.
 */
export function ManagerPlacementStep() {
  const { t } = useTranslation();
  const products = useProductListQuery();
  const edition = products.data?.items.find((item) => item.key === 'manager-standard');
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="manager-create-edition"
        className="flex flex-col gap-2 rounded-lg border border-border p-4"
      >
        <h3 id="manager-create-edition" className="text-base font-semibold">
          {edition?.title ?? t('managers.create.edition')}
        </h3>
        {products.isPending ? (
          <Skeleton className="h-5 w-72" />
        ) : edition ? (
          <>
            <p className="text-sm text-muted-fg">{edition.tips}</p>
            {edition.fromHourlyPriceMicros === null ? null : (
              <p className="text-sm">
                {t('managers.create.price-from', {
                  price: formatAmount(edition.fromHourlyPriceMicros, { kind: 'unit-price' }),
                })}
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-fg">{t('managers.create.edition-help')}</p>
        )}
      </section>
      {products.isError ? (
        <Callout tone="info" toneLabel={t('blaze-create.tone.info')}>
          {t('managers.create.edition-help')}
        </Callout>
      ) : null}
      <PlacementFields edition="manager-standard" />
    </div>
  );
}
