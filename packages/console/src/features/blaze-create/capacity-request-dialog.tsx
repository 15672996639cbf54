import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { instanceEndpoints } from '@quiver/contract';
import type { EditionKey } from '@quiver/validation';
import {
  Button,
  Callout,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  NumberField,
  Textarea,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { useApplyCapacityMutation } from '../../data/instance/apply-capacity-mutation.ts';
import { useUsableRegionsQuery } from '../../data/catalogue/usable-regions-query.ts';
import '../../i18n/areas/blaze-create/index.ts';

// The server's own rules for the request (`/instance/apply`); an empty message is no message.
const { quantity, message } = instanceEndpoints.applyForCapacity.request.shape;
const requestForm = z.object({ quantity, message: z.union([z.literal(''), message.unwrap()]) });
type RequestValues = z.input<typeof requestForm>;

export interface CapacityRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where capacity is asked for, and for which edition (to name the region). */
  place: { edition: EditionKey; vendor: string; region: string; sizeId: string };
}

/** "Submit a request" for capacity in a sold-out region: how many, an optional note, then a confirmation. */
export function CapacityRequestDialog({ open, onOpenChange, place }: CapacityRequestDialogProps) {
  const { t, i18n } = useTranslation();
  const regions = useUsableRegionsQuery({ edition: place.edition });
  const regionName =
    regions.data?.items.find((item) => item.vendor === place.vendor && item.id === place.region)
      ?.location ?? place.region;
  const apply = useApplyCapacityMutation();
  const [sentAt, setSentAt] = useState<string | null>(null);
  const sentId = useId();
  const form = useForm<RequestValues, unknown, z.output<typeof requestForm>>({
    resolver: zodResolver(requestForm),
    defaultValues: { quantity: '1', message: '' },
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSentAt(null);
      form.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('blaze-create.request.title')}</DialogTitle>
          <DialogDescription>
            {t('blaze-create.request.description', { region: regionName })}
          </DialogDescription>
        </DialogHeader>
        {sentAt === null ? (
          <Form
            form={form}
            translate={translateFieldMessage}
            className="flex flex-col gap-4"
            onSubmit={submitShowingRefusal(form, async (values) => {
              const answer = await apply.mutateAsync({
                vendor: place.vendor,
                region: place.region,
                sizeId: place.sizeId,
                quantity: values.quantity,
                ...(values.message === '' ? {} : { message: values.message }),
              });
              setSentAt(answer.submittedAt);
            })}
          >
            <NumberField
              control={form.control}
              name="quantity"
              label={t('blaze-create.request.quantity')}
              hint={t('blaze-create.request.quantity-hint')}
            />
            <FormField name="message">
              <FormLabel>{t('blaze-create.request.message')}</FormLabel>
              <FormDescription>{t('blaze-create.request.message-hint')}</FormDescription>
              <FormControl>
                <Textarea maxLength={1000} {...form.register('message')} />
              </FormControl>
              <FormError />
            </FormField>
            <FormError name="root.server" />
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={apply.isPending}>
                {t('blaze-create.request.submit')}
              </Button>
            </DialogFooter>
          </Form>
        ) : (
          <>
            <Callout
              id={sentId}
              tone="success"
              role="status"
              toneLabel={t('blaze-create.tone.success')}
              title={t('blaze-create.request.sent-title')}
            >
              {t('blaze-create.request.sent', {
                time: formatDateTime(sentAt, i18n.language),
              })}
            </Callout>
            <DialogFooter>
              {/* The form and its pressed Send went away: the focus goes on, not to the dialog's
                  box, to Done, which reads the message (a keyboard-only pass, 2026-12-03). */}
              <Button
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the control the user pressed is gone
                autoFocus
                aria-describedby={sentId}
                onClick={() => close(false)}
              >
                {t('blaze-create.request.done')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
