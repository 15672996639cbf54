import { useId, useState } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { AllowedIpListEditor, Button, type AllowedIpRow } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useApi } from '../../lib/services.tsx';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { userIpOptions } from '../../data/user/user-ip-query.ts';
import type { CreateValues } from './create-form.ts';
import '../../i18n/areas/blaze-create/index.ts';

/** The server's refusals under the list (`allowedIps.2.ip`), as the editor takes them (`2.ip`). */
function serverErrorsOf(errors: unknown): Record<string, string> | undefined {
  if (!Array.isArray(errors)) return undefined;
  const found: Record<string, string> = {};
  errors.forEach((row: unknown, index) => {
    if (typeof row !== 'object' || row === null) return;
    for (const field of ['ip', 'description'] as const) {
      const error = (row as Record<string, { type?: string; message?: string } | undefined>)[field];
      if (error?.type === 'server' && error.message) found[`${index}.${field}`] = error.message;
    }
  });
  return Object.keys(found).length > 0 ? found : undefined;
}

/**
 * The allowed inbound IPs (addresses, ranges or CIDR blocks, each with a description), checked as
 * typed by the rule the server applies, plus "Add my IP", which asks the server for the address it
 * sees (`/user/ip`).
 */
export function AllowedIpsField() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { control } = useFormContext<Pick<CreateValues, 'allowedIps'>>();
  const {
    field: { value: rows, onChange, ref },
  } = useController({ control, name: 'allowedIps' });
  const { errors, submitCount } = useFormState({ control, name: 'allowedIps' });
  const [myIpNote, setMyIpNote] = useState('');
  const [addingMyIp, setAddingMyIp] = useState(false);
  const hintId = useId();

  const addMyIp = async () => {
    setAddingMyIp(true);
    try {
      const { ip } = await queryClient.fetchQuery(userIpOptions(api));
      if (rows.some((row) => row.ip === ip)) {
        setMyIpNote(t('blaze-create.settings.my-ip-present', { ip }));
      } else {
        onChange([...rows, { ip, description: t('blaze-create.settings.my-ip-description') }]);
        setMyIpNote(t('blaze-create.settings.my-ip-added', { ip }));
      }
    } catch {
      setMyIpNote(t('blaze-create.settings.my-ip-failed'));
    } finally {
      setAddingMyIp(false);
    }
  };

  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      aria-describedby={hintId}
      className="flex flex-col gap-2 outline-none"
    >
      <legend className="text-sm font-medium">{t('blaze-create.settings.allowed-ips')}</legend>
      <p id={hintId} className="text-sm text-muted-fg">
        {t('blaze-create.settings.allowed-ips-hint')}
      </p>
      <AllowedIpListEditor
        value={rows}
        onValueChange={(next: AllowedIpRow[]) => onChange(next)}
        // After Next (or Start) was pressed, every row's problem shows, not only the left ones.
        showAllErrors={errors.allowedIps !== undefined || submitCount > 0}
        serverErrors={serverErrorsOf(errors.allowedIps)}
        translate={translateFieldMessage}
        ipLabel={t('blaze-create.settings.ip')}
        descriptionLabel={t('blaze-create.settings.ip-description')}
        ipFieldLabel={(n) => t('blaze-create.settings.ip-n', { n })}
        descriptionFieldLabel={(n) => t('blaze-create.settings.ip-description-n', { n })}
        removeLabel={(n) => t('blaze-create.settings.ip-remove-n', { n })}
        addLabel={t('blaze-create.settings.ip-add')}
        ipPlaceholder={t('blaze-create.settings.ip-placeholder')}
        descriptionPlaceholder={t('blaze-create.settings.ip-description-placeholder')}
        emptyText={t('blaze-create.settings.ip-empty')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" loading={addingMyIp} onClick={() => void addMyIp()}>
          {t('blaze-create.settings.my-ip')}
        </Button>
        <p role="status" className="text-sm text-muted-fg">
          {myIpNote}
        </p>
      </div>
    </fieldset>
  );
}
