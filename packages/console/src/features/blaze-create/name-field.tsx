import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { instanceName } from '@quiver/validation';
import { TextField } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useNameAvailableQuery } from '../../data/instance/name-available-query.ts';
import type { CreateValues } from './create-form.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import '../../i18n/areas/blaze-create/index.ts';

/** How long typing must pause before the name is checked with the server. */
export const nameCheckDelayMs = 400;

/**
 * The instance name, checked with the server (`/instance/name`) once typing pauses: the result is
 * said under the label as the user types ("Checking…", "Available"), and a name already taken is
 * the field's error (the form's resolver reads the same answer, so Next refuses it too).
 */
export function NameField() {
  const { t } = useTranslation();
  const { control, trigger, getFieldState } = useFormContext<Pick<CreateValues, 'name'>>();
  const name = useWatch({ control, name: 'name' });
  const settled = useDebouncedValue(name, nameCheckDelayMs);
  const checkable = settled !== '' && instanceName.safeParse(settled).success;
  const check = useNameAvailableQuery(checkable ? settled : undefined);
  const current = settled === name && checkable;
  const available = current ? check.data?.available : undefined;

  // Show (or clear) "taken" as soon as the answer comes, not only when the user leaves the field.
  useEffect(() => {
    if (available === undefined) return;
    const showsTaken = getFieldState('name').error?.message === 'blaze-create.settings.name-taken';
    if (available === false || showsTaken) void trigger('name');
  }, [available, getFieldState, trigger]);

  const status =
    current && check.isFetching
      ? t('blaze-create.settings.name-checking')
      : available === true
        ? t('blaze-create.settings.name-available')
        : null;
  return (
    <TextField
      control={control}
      name="name"
      label={t('blaze-create.settings.name')}
      autoComplete="off"
      spellCheck={false}
      hint={
        <>
          {t('blaze-create.settings.name-hint')}{' '}
          <span role="status" className={available === true ? 'text-success-text' : undefined}>
            {status}
          </span>
        </>
      }
    />
  );
}
