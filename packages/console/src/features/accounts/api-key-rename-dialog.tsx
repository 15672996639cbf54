import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { apiKeyName, type ApiKey } from '@quiver/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Form,
  FormError,
  TextField,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { notify } from '../../lib/notify.ts';
import { useApiKeyUpdateMutation } from '../../data/api-keys/api-key-update-mutation.ts';
import '../../i18n/areas/accounts/index.ts';

const renameForm = z.object({ name: apiKeyName });

interface ApiKeyRenameDialogProps {
  apiKey: ApiKey;
  onClose: () => void;
  /** Where focus goes when the dialog closes (it opens without a Radix trigger). */
  onCloseAutoFocus: (event: Event) => void;
}

/** Rename a key; Save stays disabled until the name changes. */
export function ApiKeyRenameDialog({ apiKey, onClose, onCloseAutoFocus }: ApiKeyRenameDialogProps) {
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
          className="flex flex-col gap-4"
          onSubmit={submitShowingRefusal(form, async ({ name }) => {
            await update.mutateAsync({ id: apiKey.id, name });
            notify.success(t('api-keys.renamed'));
            onClose();
          })}
        >
          <TextField
            control={form.control}
            name="name"
            label={t('api-keys.name')}
            autoComplete="off"
          />
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
