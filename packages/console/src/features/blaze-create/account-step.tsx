import { useFormContext, useWatch } from 'react-hook-form';
import { GRAPH_ROOT_USERNAME } from '@quiver/validation';
import { Callout, PasswordField } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { CreateValues } from './create-form.ts';
import '../../i18n/areas/blaze-create/index.ts';

export interface AccountStepProps {
  /**
   * A password was typed before the page reloaded; it is never kept, so it must be typed again
   * (said until the user types one).
   */
  passwordLost?: boolean;
  /** Say that other graph users are added later (a Blaze graph has users; a Manager has none). */
  otherUsersNote?: boolean;
}

/** Step 3: the password of the graph's `root` user, typed twice. */
export function AccountStep({ passwordLost = false, otherUsersNote = true }: AccountStepProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<Pick<CreateValues, 'rootPassword' | 'confirmPassword'>>();
  const password = useWatch({ control, name: 'rootPassword' });
  const toggle = {
    showLabel: t('common.show-password'),
    hideLabel: t('common.hide-password'),
  };
  return (
    <div className="flex max-w-md flex-col gap-5">
      {passwordLost && password === '' ? (
        <Callout tone="warning" toneLabel={t('blaze-create.tone.warning')}>
          {t('blaze-create.account.password-not-kept')}
        </Callout>
      ) : null}
      <dl className="flex flex-col gap-1">
        <dt className="text-sm font-medium">{t('blaze-create.account.username')}</dt>
        <dd className="font-mono">{GRAPH_ROOT_USERNAME}</dd>
      </dl>
      <PasswordField
        control={control}
        name="rootPassword"
        label={t('blaze-create.account.password')}
        hint={t('blaze-create.account.password-hint')}
        autoComplete="new-password"
        {...toggle}
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label={t('blaze-create.account.confirm-password')}
        autoComplete="new-password"
        {...toggle}
      />
      {otherUsersNote ? (
        <p className="text-sm text-muted-fg">{t('blaze-create.account.other-users')}</p>
      ) : null}
    </div>
  );
}
