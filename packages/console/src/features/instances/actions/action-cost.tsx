import { useTranslation } from '../../../i18n/react.tsx';
import { useInstanceProductDetailQuery } from '../../../data/instance/instance-product-detail-query.ts';
import { HourlyPrice } from '../hourly-price.tsx';
import '../../../i18n/areas/instances/index.ts';

/** Which of an instance's prices an action leads to. */
export type CostBasis = 'running' | 'stopped';

/**
 * What the instance costs once the action is done, from `/instance/product/detail`: the running price,
 * or the storage-only price of a stopped instance (DECISIONS.md "A stopped instance is billed for
 * storage only").
 */
export function ActionCost({ instanceId, basis }: { instanceId: string; basis: CostBasis }) {
  const { t } = useTranslation();
  const product = useInstanceProductDetailQuery(instanceId);
  const label = basis === 'stopped' ? t('instances.cost.stopped') : t('instances.cost.running');
  return (
    <p className="text-sm text-surface-fg" data-testid="action-cost">
      {label}{' '}
      {product.isPending ? (
        <span className="text-muted-fg">{t('instances.cost.loading')}</span>
      ) : product.isError ? (
        <span className="text-muted-fg">{t('instances.cost.failed')}</span>
      ) : (
        <strong className="font-semibold">
          <HourlyPrice
            micros={
              basis === 'stopped'
                ? product.data.stoppedHourlyPriceMicros
                : product.data.hourlyPriceMicros
            }
            listMicros={
              basis === 'stopped'
                ? product.data.listStoppedHourlyPriceMicros
                : product.data.listHourlyPriceMicros
            }
          />
        </strong>
      )}
    </p>
  );
}
