import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { Button, Form, FormError, FormField, FormLabel } from '@quiver/ui';
import { FormCodeInput } from '../shared/form-code-input.tsx';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { isApiError } from '../../lib/api.ts';
import { AttemptsLeft } from './attempts-left.tsx';
import { translateFieldMessage } from '../../lib/lazy-field-messages.ts';
import { login } from '../../data/auth/login.ts';
import { useServices } from '../../lib/services.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import type { LoginCredentials, MfaCodeValues } from './login-form.ts';
import '../../i18n/areas/mfa-code/index.ts';

const resolver = lazyResolver<MfaCodeValues>(() =>
  import('./login-form.ts').then((rules) => rules.mfaCodeResolver),
);

interface MfaCodeStepProps {
  credentials: LoginCredentials;
  onSignedIn: (session: { accessToken: string; refreshToken: string }) => void;
  onBack: () => void;
  onHelp: () => void;
}

/** Step 2 for accounts with two-factor: the 6-digit code from the authenticator app. */
export function MfaCodeStep({ credentials, onSignedIn, onBack, onHelp }: MfaCodeStepProps) {
  const { t } = useTranslation();
  const form = useForm<MfaCodeValues>({
    resolver,
    defaultValues: { totpCode: '' },
  });
  // A plain call, as in the first step: this step shows before the query client has loaded, and
  // the sign-in it completes waits for the client itself (use-complete-sign-in.ts).
  const { api, preloadSignedInScreens } = useServices();
  const [attemptsLeft, setAttemptsLeft] = useState<number | undefined>(undefined);
  const submit = async ({ totpCode: code }: MfaCodeValues) => {
    setAttemptsLeft(undefined);
    try {
      // The screens a sign-in leads to load while the server checks the code.
      preloadSignedInScreens();
      const result = await login(api, { ...credentials, totpCode: code });
      if (!('mfaRequired' in result)) onSignedIn(result);
    } catch (error) {
      showRefusalInForm(form, error, { messageField: 'totpCode', onlyFields: ['totpCode'] });
      if (isApiError(error)) setAttemptsLeft(error.attemptsLeft);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('mfa-code.title')}</h1>
        <p className="text-sm text-muted-fg">{t('mfa-code.body')}</p>
      </header>
      <Form
        form={form}
        onSubmit={submit}
        translate={translateFieldMessage}
        className="flex flex-col gap-4"
        onFocus={resolver.preload}
      >
        <FormField name="totpCode">
          <FormLabel>{t('mfa-code.label')}</FormLabel>
          <FormCodeInput focusOnMount />
          <FormError />
        </FormField>
        <AttemptsLeft count={attemptsLeft} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('mfa-code.submit')}
        </Button>
      </Form>
      <div className="flex justify-between text-sm">
        <Button variant="link" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button variant="link" onClick={onHelp}>
          {t('mfa-code.lost-device')}
        </Button>
      </div>
    </div>
  );
}
