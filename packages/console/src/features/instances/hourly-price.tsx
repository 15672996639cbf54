import { Amount } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/instances/index.ts';

/** A price per hour (micro-dollars), as a unit price: four decimals and `/hr`, read as "per hour". */
export function HourlyPrice({ micros }: { micros: number }) {
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
