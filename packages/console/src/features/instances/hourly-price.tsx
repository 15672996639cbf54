import { Amount } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/instances/index.ts';

/**
 * A price per hour (micro-dollars), as a unit price: four decimals and `/hr`, read as "per hour".
 * The free tier (charged 0, with a list price) reads "Free" with its list price beside it
 * (docs/decisions.md "Billing": the Shared edition is never charged). A free cluster, which has no
 * list price, says `free` and reads "Free" alone.
 */
export function HourlyPrice({
  micros,
  listMicros,
  free = false,
}: {
  micros: number;
  listMicros?: number;
  /** The resource is on the free tier: a price of 0 reads "Free" even without a list price. */
  free?: boolean;
}) {
  const { t } = useTranslation();
  const listed = listMicros !== undefined && listMicros > 0;
  if (micros === 0 && free && !listed) return <span>{t('instances.price.free')}</span>;
  if (micros === 0 && listed)
    return (
      <span>
        {t('instances.price.free')}{' '}
        <span className="font-normal text-muted-fg">
          ({t('instances.price.list')} <UnitPrice micros={listMicros} />)
        </span>
      </span>
    );
  return <UnitPrice micros={micros} />;
}

function UnitPrice({ micros }: { micros: number }) {
  const { t } = useTranslation();
  return (
    <Amount
      value={micros}
      kind="unit-price"
      per={t('instances.price.per-hour-short')}
      perLabel={t('instances.price.per-hour')}
      lessThanLabel={t('instances.price.less-than')}
      negativeLabel={t('instances.price.minus')}
    />
  );
}
