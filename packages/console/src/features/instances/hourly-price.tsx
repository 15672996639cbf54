import { Amount } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/instances/index.ts';

/**
 * A price per hour (micro-dollars), as a unit price: four decimals and `/hr`, read as "per hour".
 * The free tier (charged 0, with a list price) reads "Free" with its list price beside it
 * (docs/decisions.md "Billing": the Shared edition is never charged).
 */
export function HourlyPrice({ micros, listMicros }: { micros: number; listMicros?: number }) {
  const { t } = useTranslation();
  if (micros === 0 && listMicros !== undefined && listMicros > 0)
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
