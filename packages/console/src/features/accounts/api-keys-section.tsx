import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';
import { API_KEY_LIMIT, apiKeyName, type ApiKey } from '@quiver/contract';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CopyButton,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Form,
  FormControl,
  FormError,
  FormField,
  FormLabel,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
} from '@quiver/ui';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { notify } from '../../lib/notify.ts';
import { useApiKeyListQuery } from '../../data/api-keys/api-key-list-query.ts';
import { useApiKeyCreateMutation } from '../../data/api-keys/api-key-create-mutation.ts';
import { useApiKeyUpdateMutation } from '../../data/api-keys/api-key-update-mutation.ts';
import { useApiKeyDeleteMutation } from '../../data/api-keys/api-key-delete-mutation.ts';

const expiryChoices = ['never', '30', '90', '365'] as const;
type ExpiryChoice = (typeof expiryChoices)[number];

const createForm = z.object({ name: apiKeyName, expiry: z.enum(expiryChoices) });
const renameForm = z.object({ name: apiKeyName });

function expiresAt(choice: ExpiryChoice): string | null {
  if (choice === 'never') return null;
  return new Date(Date.now() + Number(choice) * 86_400_000).toISOString();
}

function when(value: string | null, fallback: string): string {
  return value === null ? fallback : new Date(value).toLocaleDateString();
}

/** Create a key: name and expiry; the answer's secret is shown this once, with a copy button. */
function CreateKeyDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const create = useApiKeyCreateMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<z.infer<typeof createForm>>({
    resolver: zodResolver(createForm),
    defaultValues: { name: '', expiry: '90' },
  });
  const expiry = useWatch({ control: form.control, name: 'expiry' });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSecret(null);
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
              noValidate
              className="flex flex-col gap-4"
              onSubmit={async ({ name, expiry }) => {
                try {
                  const created = await create.mutateAsync({ name, expiresAt: expiresAt(expiry) });
                  setSecret(created.secret);
                } catch (error) {
                  showRefusalInForm(form, error);
                }
              }}
            >
              <FormField name="name">
                <FormLabel>{t('api-keys.name')}</FormLabel>
                <FormControl>
                  <Input autoComplete="off" {...form.register('name')} />
                </FormControl>
                <FormError />
              </FormField>
              <FormField name="expiry">
                <FormLabel>{t('api-keys.expiry')}</FormLabel>
                <Select
                  value={expiry}
                  onValueChange={(value) =>
                    form.setValue('expiry', value as ExpiryChoice, { shouldDirty: true })
                  }
                >
                  <FormControl>
                    <SelectTrigger>
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {expiryChoices.map((choice) => (
                      <SelectItem key={choice} value={choice}>
                        {expiryLabels[choice]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
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
              <code className="flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all">
                {secret}
              </code>
              <CopyButton
                value={secret}
                label={t('api-keys.copy')}
                copiedLabel={t('common.copied')}
              />
            </div>
            <DialogFooter>
              <Button onClick={() => close(false)}>{t('api-keys.done')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RenameKeyDialog({
  apiKey,
  onClose,
  onCloseAutoFocus,
}: {
  apiKey: ApiKey;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const update = useApiKeyUpdateMutation();
  const form = useForm<z.infer<typeof renameForm>>({
    resolver: zodResolver(renameForm),
    defaultValues: { name: apiKey.name },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('api-keys.rename-title')}</DialogTitle>
        </DialogHeader>
        <Form
          form={form}
          translate={translateFieldMessage}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async ({ name }) => {
            try {
              await update.mutateAsync({ id: apiKey.id, name });
              notify.success(t('api-keys.renamed'));
              onClose();
            } catch (error) {
              showRefusalInForm(form, error);
            }
          }}
        >
          <FormField name="name">
            <FormLabel>{t('api-keys.name')}</FormLabel>
            <FormControl>
              <Input autoComplete="off" {...form.register('name')} />
            </FormControl>
            <FormError />
          </FormField>
          <FormError name="root.server" role="alert" />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
              {t('common.save')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** API keys: list, create (secret shown once), rename, delete. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const list = useApiKeyListQuery();
  const remove = useApiKeyDeleteMutation();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const count = list.data?.items.length ?? 0;
  // The dialogs open without a Radix trigger, so on close focus would fall back to the page: it
  // goes back to the button that opened them, or to "Create API key" when that row is gone.
  const createButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const remember = (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : createButton.current;
    opener.current = null;
    target?.focus();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('api-keys.title')}</CardTitle>
        <CardDescription>{t('api-keys.help', { limit: API_KEY_LIMIT })}</CardDescription>
        <CardAction>
          <Button
            ref={createButton}
            onClick={(event) => {
              remember(event);
              setCreating(true);
            }}
            disabled={count >= API_KEY_LIMIT}
          >
            {t('api-keys.create')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{t('api-keys.load-failed')}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : count === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('api-keys.empty-title')}
            description={t('api-keys.empty-body')}
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('api-keys.title')}</caption>
              <thead className="text-muted-fg">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('api-keys.name')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('api-keys.key')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('api-keys.created')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('api-keys.expires')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('api-keys.last-used')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{t('api-keys.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((apiKey) => (
                  <tr key={apiKey.id} className="border-t border-border">
                    <td className="py-2 pr-4 font-medium">{apiKey.name}</td>
                    <td className="py-2 pr-4 font-mono">{apiKey.prefix}…</td>
                    <td className="py-2 pr-4">{when(apiKey.createdAt, '')}</td>
                    <td className="py-2 pr-4">
                      {when(apiKey.expiresAt, t('api-keys.expiry-never'))}
                    </td>
                    <td className="py-2 pr-4">{when(apiKey.lastUsedAt, t('accounts.never'))}</td>
                    <td className="py-2">
                      <div className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={(event) => {
                            remember(event);
                            setRenaming(apiKey);
                          }}
                          aria-label={t('api-keys.rename-named', { name: apiKey.name })}
                        >
                          {t('api-keys.rename')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={(event) => {
                            remember(event);
                            setDeleting(apiKey);
                          }}
                          aria-label={t('api-keys.delete-named', { name: apiKey.name })}
                        >
                          {t('common.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      <CreateKeyDialog open={creating} onOpenChange={setCreating} onCloseAutoFocus={returnFocus} />
      {renaming !== null && (
        <RenameKeyDialog
          apiKey={renaming}
          onClose={() => setRenaming(null)}
          onCloseAutoFocus={returnFocus}
        />
      )}
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent onCloseAutoFocus={returnFocus}>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {t('api-keys.delete-title', { name: deleting?.name ?? '' })}
            </AlertDialogTitle>
            <AlertDialogDescription>{t('api-keys.delete-help')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (deleting === null) return;
                // Its row is about to go: focus returns to "Create API key" instead.
                opener.current = null;
                remove.mutate(deleting.id, {
                  onSuccess: () => notify.success(t('api-keys.deleted')),
                  onSettled: () => setDeleting(null),
                });
              }}
            >
              {t('common.delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
