import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { backupTag } from '@quiver/validation';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Form,
  FormError,
  TextField,
} from '@quiver/ui';
import { useBackupCreateMutation } from '../../../data/backups/backup-create-mutation.ts';
import { useClusterBackupCreateMutation } from '../../../data/clusters/cluster-backup-mutations.ts';
import type { BackupOwnerKind } from './backup-owner.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { translateFieldMessage } from '../../../lib/field-messages.ts';
import { submitShowingRefusal } from '../../../lib/form-submit.ts';
import { notify } from '../../../lib/notify.ts';
import '../../../i18n/areas/backups/index.ts';
import '../../../i18n/areas/clusters/index.ts';

const backupForm = z.object({ tag: backupTag });

/**
 * Back up the instance (or every server of a cluster) under a tag (1 to 19 characters); it shows
 * Backing up meanwhile.
 */
export function BackupCreateDialog({
  instanceId,
  trigger,
  of = 'instance',
}: {
  instanceId: string;
  trigger: ReactNode;
  of?: BackupOwnerKind;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const createForInstance = useBackupCreateMutation();
  const createForCluster = useClusterBackupCreateMutation();
  const create = of === 'cluster' ? createForCluster : createForInstance;
  const form = useForm<z.input<typeof backupForm>>({
    resolver: zodResolver(backupForm),
    defaultValues: { tag: '' },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (form.formState.isSubmitting) return;
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('backups.create-title')}</DialogTitle>
          <DialogDescription>
            {of === 'cluster' ? t('clusters.backups.create-help') : t('backups.create-help')}
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          translate={translateFieldMessage}
          className="flex flex-col gap-4"
          onSubmit={submitShowingRefusal(form, async ({ tag }) => {
            await create.mutateAsync({ instanceId, tag });
            notify.success(t('backups.create-started', { tag }), { about: instanceId });
            setOpen(false);
            form.reset();
          })}
        >
          <TextField
            control={form.control}
            name="tag"
            label={t('backups.tag')}
            hint={t('backups.tag-hint')}
            autoComplete="off"
          />
          <FormError name="root.server" role="alert" />
          <DialogFooter>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('backups.create-confirm')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
