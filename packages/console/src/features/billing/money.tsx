import { Amount } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/billing/index.ts';

/**
 * A billing total from micro-dollars (2 decimals, `<$0.01` under a cent, billing-format.ts's
 * rules), with `<` and `-` spelled out for screen readers in the page's language.
 */
export function Money({ micros, className }: { micros: number; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Amount
      value={micros}
      locale={i18n.language}
      tone="plain"
      lessThanLabel={t('billing.less-than')}
      negativeLabel={t('billing.minus')}
      className={className}
    />
  );
}

/** A unit price per hour from micro-dollars: 4 decimals and `/hr`, read as "per hour". */
export function UnitPrice({ micros }: { micros: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Amount
      value={micros}
      kind="unit-price"
      locale={i18n.language}
      tone="plain"
      per={t('billing.per-hour-short')}
      perLabel={t('billing.per-hour')}
      lessThanLabel={t('billing.less-than')}
      negativeLabel={t('billing.minus')}
    />
  );
}
