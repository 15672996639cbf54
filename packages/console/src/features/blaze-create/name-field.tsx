import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
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

/** What a name is checked against: instances by default, or another kind's names (clusters). */
export interface NameFieldProps {
  /** The availability check of the kind's names (`useNameAvailableQuery` by default). */
  useAvailability?: (name: string | undefined) => UseQueryResult<{ available: boolean }>;
  /** The resolver's message key for a taken name (`blaze-create.settings.name-taken`). */
  takenKey?: string;
  label?: string;
  hint?: string;
}

/**
 * The name, checked with the server (`/instance/name`, or the kind's own call) once typing pauses:
 * the result is said under the label as the user types ("Checking…", "Available"), and a name
 * already taken is the field's error (the form's resolver reads the same answer, so Next refuses
 * it too).
 */
export function NameField({
  useAvailability = useNameAvailableQuery,
  takenKey = 'blaze-create.settings.name-taken',
  label,
  hint,
}: NameFieldProps = {}) {
  const { t } = useTranslation();
  const { control, trigger, getFieldState } = useFormContext<Pick<CreateValues, 'name'>>();
  const name = useWatch({ control, name: 'name' });
  const settled = useDebouncedValue(name, nameCheckDelayMs);
  const checkable = settled !== '' && instanceName.safeParse(settled).success;
  const check = useAvailability(checkable ? settled : undefined);
  const current = settled === name && checkable;
  const available = current ? check.data?.available : undefined;

  // Show (or clear) "taken" as soon as the answer comes, not only when the user leaves the field.
  useEffect(() => {
    if (available === undefined) return;
    const showsTaken = getFieldState('name').error?.message === takenKey;
    if (available === false || showsTaken) void trigger('name');
  }, [available, getFieldState, trigger, takenKey]);

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
      label={label ?? t('blaze-create.settings.name')}
      autoComplete="off"
      spellCheck={false}
      hint={
        <>
          {hint ?? t('blaze-create.settings.name-hint')}{' '}
          <span role="status" className={available === true ? 'text-success-text' : undefined}>
            {status}
          </span>
        </>
      }
    />
  );
}
