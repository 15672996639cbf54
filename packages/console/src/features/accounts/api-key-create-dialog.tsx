import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { apiKeyName } from '@quiver/contract';
import {
  Button,
  Callout,
  CopyButton,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Form,
  FormError,
  SelectField,
  TextField,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { useApiKeyCreateMutation } from '../../data/api-keys/api-key-create-mutation.ts';
import '../../i18n/areas/accounts/index.ts';

const expiryChoices = ['never', '30', '90', '365'] as const;
type ExpiryChoice = (typeof expiryChoices)[number];

const createForm = z.object({ name: apiKeyName, expiry: z.enum(expiryChoices) });

function expiresAt(choice: ExpiryChoice): string | null {
  if (choice === 'never') return null;
  return new Date(Date.now() + Number(choice) * 86_400_000).toISOString();
}

interface ApiKeyCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it opens without a Radix trigger). */
  onCloseAutoFocus: (event: Event) => void;
}

/** Create a key: name and expiry; the answer's secret is shown this once, with a copy button. */
export function ApiKeyCreateDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ApiKeyCreateDialogProps) {
  const { t } = useTranslation();
  const create = useApiKeyCreateMutation();
  const [secret, setSecret] = useState<string | null>(null);
  // The secret is shown once: closing before it was copied asks first (a second close goes).
  const [copied, setCopied] = useState(false);
  const [warned, setWarned] = useState(false);
  const form = useForm<z.infer<typeof createForm>>({
    resolver: zodResolver(createForm),
    defaultValues: { name: '', expiry: '90' },
  });
  const close = (next: boolean) => {
    // Escape, a click outside, the × and Done all come here.
    if (!next && secret !== null && !copied && !warned) {
      setWarned(true);
      return;
    }
    onOpenChange(next);
    if (!next) {
      setSecret(null);
      setCopied(false);
      setWarned(false);
      form.reset();
    }
  };
  const expiryLabels: Record<ExpiryChoice, string> = {
    never: t('api-keys.expiry-never'),
    '30': t('api-keys.expiry-days', { count: 30 }),
    '90': t('api-keys.expiry-days', { count: 90 }),
    '365': t('api-keys.expiry-days', { count: 365 }),
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')} onCloseAutoFocus={onCloseAutoFocus}>
        {secret === null ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('api-keys.create-title')}</DialogTitle>
              <DialogDescription>{t('api-keys.create-help')}</DialogDescription>
            </DialogHeader>
            <Form
              form={form}
              translate={translateFieldMessage}
              className="flex flex-col gap-4"
              onSubmit={submitShowingRefusal(form, async ({ name, expiry }) => {
                const created = await create.mutateAsync({ name, expiresAt: expiresAt(expiry) });
                setSecret(created.secret);
              })}
            >
              <TextField
                control={form.control}
                name="name"
                label={t('api-keys.name')}
                autoComplete="off"
              />
              <SelectField
                control={form.control}
                name="expiry"
                label={t('api-keys.expiry')}
                options={expiryChoices.map((choice) => ({
                  value: choice,
                  label: expiryLabels[choice],
                }))}
              />
              <FormError name="root.server" role="alert" />
              <DialogFooter>
                <Button variant="outline" onClick={() => close(false)}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t('api-keys.create')}
                </Button>
              </DialogFooter>
            </Form>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('api-keys.created-title')}</DialogTitle>
              <DialogDescription>{t('api-keys.created-help')}</DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-2">
              <code
                className="flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
                // Copied by hand (selected, then the keyboard or the context menu) counts too.
                onCopy={() => setCopied(true)}
              >
                {secret}
              </code>
              <CopyButton
                value={secret}
                label={t('api-keys.copy')}
                copiedLabel={t('common.copied')}
                onCopy={() => setCopied(true)}
              />
            </div>
            {warned && !copied && (
              <Callout tone="warning" role="alert" toneLabel={t('api-keys.tone-warning')}>
                {t('api-keys.not-copied')}
              </Callout>
            )}
            <DialogFooter>
              <Button
                variant={warned && !copied ? 'danger' : 'primary'}
                onClick={() => close(false)}
              >
                {warned && !copied ? t('api-keys.close-without-copying') : t('api-keys.done')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
