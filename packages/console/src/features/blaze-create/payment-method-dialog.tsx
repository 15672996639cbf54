import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { paymentMethodInput } from '@quiver/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Form,
  FormError,
  NumberField,
  TextField,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import {
  usePaymentMethodMutation,
  type PaymentMethod,
} from '../../data/instance/payment-method-mutation.ts';
import '../../i18n/areas/blaze-create/index.ts';

// The card rules the server applies (`/instance/pay`), without the `type` the dialog adds.
const [cardInput] = paymentMethodInput.options;
const cardForm = cardInput.omit({ type: true });
type CardValues = z.input<typeof cardForm>;

const emptyCard: CardValues = { holderName: '', number: '', expMonth: '', expYear: '', cvc: '' };

/** The card as typed in the dialog, checked by the contract's card rules. */
export type CardInput = z.output<typeof cardForm>;

export interface CardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  /** Sends the card; a refusal (ApiError) is shown in place, on its field or above the buttons. */
  save: (card: CardInput) => Promise<unknown>;
  /** True while the card is being sent. */
  pending: boolean;
}

/**
 * The sandbox card form in a dialog (holder, number, expiry, CVC, the contract's rules): the
 * wizard's payment-method dialog and the billing screen's "Add a card" are both this. A refused card
 * is said in place (on its field, or the provider's reason above the buttons) and nothing typed is
 * lost; a saved card empties the form.
 */
export function CardDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  save,
  pending,
}: CardDialogProps) {
  const { t } = useTranslation();
  const form = useForm<CardValues, unknown, CardInput>({
    resolver: zodResolver(cardForm),
    defaultValues: emptyCard,
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset(emptyCard);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          translate={translateFieldMessage}
          className="flex flex-col gap-4"
          onSubmit={submitShowingRefusal(form, async (card) => {
            await save(card);
            form.reset(emptyCard);
          })}
        >
          <TextField
            control={form.control}
            name="holderName"
            label={t('blaze-create.payment.holder')}
            autoComplete="cc-name"
          />
          <TextField
            control={form.control}
            name="number"
            label={t('blaze-create.payment.number')}
            autoComplete="cc-number"
            inputMode="numeric"
            spellCheck={false}
          />
          <div className="grid grid-cols-3 gap-3">
            <NumberField
              control={form.control}
              name="expMonth"
              label={t('blaze-create.payment.exp-month')}
              autoComplete="cc-exp-month"
            />
            <NumberField
              control={form.control}
              name="expYear"
              label={t('blaze-create.payment.exp-year')}
              autoComplete="cc-exp-year"
            />
            <NumberField
              control={form.control}
              name="cvc"
              label={t('blaze-create.payment.cvc')}
              autoComplete="cc-csc"
            />
          </div>
          <FormError name="root.server" />
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

export interface PaymentMethodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card was saved: the wizard carries on with the start. */
  onSaved: (method: PaymentMethod) => void;
}

/**
 * The payment method a STANDARD instance needs before it starts: the card goes to the payment
 * provider through `/instance/pay`.
 */
export function PaymentMethodDialog({ open, onOpenChange, onSaved }: PaymentMethodDialogProps) {
  const { t } = useTranslation();
  const pay = usePaymentMethodMutation();
  return (
    <CardDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('blaze-create.payment.title')}
      description={t('blaze-create.payment.description')}
      submitLabel={t('blaze-create.payment.submit')}
      pending={pay.isPending}
      save={async (card) => {
        const { paymentMethod } = await pay.mutateAsync({
          paymentMethod: { type: 'card', ...card },
        });
        onSaved(paymentMethod);
      }}
    />
  );
}
