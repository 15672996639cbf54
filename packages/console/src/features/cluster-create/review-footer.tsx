import { useFormContext, useWatch } from 'react-hook-form';
import { Button, Callout } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { ClusterValues } from './cluster-form.ts';
import { ClusterPrice } from './cluster-price.tsx';
import '../../i18n/areas/clusters/index.ts';

/** Why the cluster cannot be created as it stands (the server's words), and what to do. */
export interface CreateRefusal {
  message: string;
  /** The place and size a capacity request would ask for (sold out); none for other refusals. */
  capacity?: { vendor: string; region: string; sizeId: string };
}

/**
 * The end of the review: the price per role and in all, and a refusal of the create flow with the
 * way forward (another region or layout through Edit; a capacity request when sold out).
 */
export function ReviewFooter({
  refusal,
  onRequestCapacity,
}: {
  refusal: CreateRefusal | null;
  onRequestCapacity: () => void;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClusterValues>();
  const values = useWatch({ control }) as ClusterValues;
  return (
    <div className="flex flex-col gap-4">
      <ClusterPrice values={values} />
      {refusal === null ? null : (
        <Callout
          tone="warning"
          role="alert"
          toneLabel={t('clusters.tone.warning')}
          title={refusal.message}
          action={
            refusal.capacity ? (
              <Button variant="outline" size="sm" onClick={onRequestCapacity}>
                {t('clusters.create.request')}
              </Button>
            ) : undefined
          }
        >
          {refusal.capacity
            ? t('clusters.create.review.sold-out-help')
            : t('clusters.create.review.refused-help')}
        </Callout>
      )}
    </div>
  );
}
