import { useId, useRef, useState } from 'react';
import { codes } from '@quiver/contract/wire';
import {
  Button,
  Callout,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  RadioGroup,
  RadioGroupOption,
  Skeleton,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import type { Bill } from '../../data/billing/bill-list-query.ts';
import { useBillPayMutation } from '../../data/billing/bill-pay-mutation.ts';
import {
  usePaymentMethodListQuery,
  type PaymentMethodOnFile,
} from '../../data/billing/payment-method-list-query.ts';
import { cardBrandName, formatTotal } from './billing-format.ts';
import { Money } from './money.tsx';
import '../../i18n/areas/billing/index.ts';

/** A fresh key for one payment (the contract's `[A-Za-z0-9_-]{8,64}`). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

interface PayBillDialogProps {
  /** The bill to pay; null keeps the dialog closed. */
  bill: Pick<Bill, 'id' | 'serialNumber' | 'amountDueMicros' | 'lastPaymentFailure'> | null;
  onClose: () => void;
  /** Where focus goes as the dialog closes (the pay button may be gone once the bill is paid). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Pay now: choose a card (the default preselected), then one charge. The idempotency key is made
 * once when the dialog opens, so a double click or a retry after a lost answer pays once; only a
 * refusal the server answered (a declined card) takes a new key, since the same key would answer
 * the same decline again. A decline shows the provider's reason and the bill stays unpaid.
 */
export function PayBillDialog({ bill, onClose, onCloseAutoFocus }: PayBillDialogProps) {
  return (
    <Dialog open={bill !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {bill !== null && (
        <PayBillContent bill={bill} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus} />
      )}
    </Dialog>
  );
}

function PayBillContent({
  bill,
  onClose,
  onCloseAutoFocus,
}: {
  bill: NonNullable<PayBillDialogProps['bill']>;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t, i18n } = useTranslation();
  const methods = usePaymentMethodListQuery();
  const pay = useBillPayMutation();
  const [key, setKey] = useState(newIdempotencyKey);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Set at once on the first click: a double click's second click arrives before the busy button
  // renders, and must not send the payment again.
  const sending = useRef(false);
  const groupLabelId = useId();
  const cardText = (method: PaymentMethodOnFile) => {
    const values = {
      brand: cardBrandName(method.brand),
      last4: method.last4,
      month: String(method.expMonth).padStart(2, '0'),
      year: method.expYear,
    };
    return method.isDefault
      ? t('billing.pay.method-default', values)
      : t('billing.pay.method-option', values);
  };
  const items = methods.data?.items ?? [];
  const methodId = chosen ?? items.find((item) => item.isDefault)?.id ?? items[0]?.id ?? null;

  const submit = async () => {
    if (methodId === null || sending.current) return;
    sending.current = true;
    setError(null);
    try {
      const paid = await pay.mutateAsync({
        billId: bill.id,
        paymentMethodId: methodId,
        idempotencyKey: key,
      });
      notify.success(t('billing.pay.paid', { serial: paid.serialNumber }));
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.serverCode === codes.refused) {
        // The server settled this attempt (declined, or already paid): the next one is new.
        setKey(newIdempotencyKey());
        setError(failure.message);
      } else {
        setError(isApiError(failure) ? failure.message : t('billing.pay.failed'));
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <DialogContent
      closeLabel={t('common.close')}
      onCloseAutoFocus={onCloseAutoFocus}
      onInteractOutside={(event) => {
        if (pay.isPending) event.preventDefault();
      }}
      onEscapeKeyDown={(event) => {
        if (pay.isPending) event.preventDefault();
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('billing.pay.title', { serial: bill.serialNumber })}</DialogTitle>
        <DialogDescription>{t('billing.pay.description')}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 text-sm">
        <dt className="text-muted-fg">{t('billing.pay.amount')}</dt>
        <dd className="text-lg font-semibold">
          <Money micros={bill.amountDueMicros} />
        </dd>
      </dl>
      {bill.lastPaymentFailure !== null && error === null ? (
        <p className="text-sm text-muted-fg">
          {t('billing.pay.last-failure', { message: bill.lastPaymentFailure.message })}
        </p>
      ) : null}
      {methods.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : methods.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm">
          <span>{t('billing.pay.methods-failed')}</span>
          <Button size="sm" variant="outline" onClick={() => void methods.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <Callout tone="warning" toneLabel={t('billing.tone-warning')}>
          {t('billing.pay.no-method')}
        </Callout>
      ) : (
        <div className="flex flex-col gap-2">
          <p id={groupLabelId} className="text-sm font-medium">
            {t('billing.pay.method')}
          </p>
          <RadioGroup
            aria-labelledby={groupLabelId}
            value={methodId ?? ''}
            onValueChange={(value) => {
              setChosen(value);
              setError(null);
            }}
            disabled={pay.isPending}
          >
            {items.map((method) => (
              <RadioGroupOption key={method.id} value={method.id} label={cardText(method)} />
            ))}
          </RadioGroup>
        </div>
      )}
      {error !== null && (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" disabled={pay.isPending} onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          loading={pay.isPending}
          loadingLabel={t('billing.pay.paying')}
          disabled={methodId === null}
          onClick={() => void submit()}
        >
          {t('billing.pay.submit', {
            amount: formatTotal(bill.amountDueMicros, i18n.language),
          })}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
