import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, Callout } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { CreateValues, PlacedEdition } from './create-form.ts';
import { ForecastDelta } from '../billing/forecast-delta.tsx';
import { PriceSummary } from './price-summary.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/** Why the chosen place cannot take the instance now (the stock check's or the server's words). */
export interface StockRefusal {
  edition: PlacedEdition;
  vendor: string;
  region: string;
  sizeId: string;
  message: string;
}

/**
 * The end of the review: the live price, and, when the place is sold out, the spec's message with
 * the way forward (another region through Edit, or a capacity request).
 */
export function ReviewFooter({
  refusal,
  onRequestCapacity,
  price,
  edition: fixedEdition,
}: {
  refusal: StockRefusal | null;
  onRequestCapacity: () => void;
  /** The price part, when the edition is priced by another call than `/product/sellPrice`. */
  price?: ReactNode;
  /** The edition, when the form has no edition field (the Manager wizard's one edition). */
  edition?: PlacedEdition;
}) {
  const { t } = useTranslation();
  const { control } =
    useFormContext<Pick<CreateValues, 'edition' | 'vendor' | 'region' | 'sizeId'>>();
  const [formEdition, vendor, region, sizeId] = useWatch({
    control,
    name: ['edition', 'vendor', 'region', 'sizeId'],
  });
  const edition = fixedEdition ?? formEdition ?? '';
  const samePlace =
    refusal !== null &&
    refusal.vendor === vendor &&
    refusal.region === region &&
    refusal.sizeId === sizeId;
  return (
    <div className="flex flex-col gap-4">
      {price ?? <PriceSummary vendor={vendor} region={region} sizeId={sizeId} />}
      <ForecastDelta
        change={
          edition !== '' && vendor !== '' && region !== '' && sizeId !== ''
            ? { action: 'create', edition, vendor, region, sizeId }
            : null
        }
      />
      {samePlace ? (
        <Callout
          tone="warning"
          role="alert"
          toneLabel={t('blaze-create.tone.warning')}
          title={refusal.message}
          action={
            <Button variant="outline" size="sm" onClick={onRequestCapacity}>
              {t('blaze-create.request.open')}
            </Button>
          }
        >
          {t('blaze-create.review.sold-out-help')}
        </Callout>
      ) : null}
    </div>
  );
}
