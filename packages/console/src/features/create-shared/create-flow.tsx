import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError, type ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useTranslation } from '../../i18n/react.tsx';
import {
  CapacityRequestDialog,
  type CapacityRequestDialogProps,
} from '../blaze-create/capacity-request-dialog.tsx';
import { PaymentMethodDialog } from '../blaze-create/payment-method-dialog.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/** Refusals of a place that cannot take the new servers now (spec section 8 stock messages). */
const stockReasons = new Set(['soldOut', 'occupied', 'cannotCreateNow']);

/** The server refused the create call because the place is sold out or cannot create now. */
export const isStockRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.reason !== undefined && stockReasons.has(error.reason);

/** The server asks for a payment method before it starts what was created. */
export const isPaymentMissing = (error: unknown): boolean =>
  isApiError(error) && error.reason === 'startNoPayment';

/**
 * The cached answer of a check the form has asked for: a check still in flight is waited for; a
 * check never made answers `undefined` (left to the server).
 */
export async function settledQueryData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
): Promise<T | undefined> {
  if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching')
    await queryClient.fetchQuery({ queryKey }).catch(() => undefined);
  return queryClient.getQueryData<T>(queryKey);
}

/**
 * The two dialogs at the end of a create flow: the payment method when the server asks for one
 * (saved, the flow starts again through `onPaid`), and the capacity request for a sold-out place.
 */
export function CreateDialogs({
  paying,
  onPayingChange,
  onPaid,
  capacity,
  requesting,
  onRequestingChange,
}: {
  paying: boolean;
  onPayingChange: (open: boolean) => void;
  /** The card was saved: create again, now with a payment method on file. */
  onPaid: () => void;
  /** The sold-out place a capacity request would ask for, if any. */
  capacity: CapacityRequestDialogProps['place'] | undefined;
  requesting: boolean;
  onRequestingChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PaymentMethodDialog
        open={paying}
        onOpenChange={onPayingChange}
        onSaved={(method) => {
          onPayingChange(false);
          notify.success(t('blaze-create.payment.saved', { last4: method.last4 }));
          onPaid();
        }}
      />
      {capacity ? (
        <CapacityRequestDialog
          open={requesting}
          onOpenChange={onRequestingChange}
          place={capacity}
        />
      ) : null}
    </>
  );
}
