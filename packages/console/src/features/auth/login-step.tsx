import { useState, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from '../../lib/link.tsx';
import { Button, Input, PasswordInput } from '@quiver/ui';
import { brand, forgotPasswordUrl, routePaths } from '../../lib/brand.ts';
import { isApiError } from '../../lib/api.ts';
import { translateFieldMessage } from '../../lib/lazy-field-messages.ts';
import { PlainFormError, usePlainField, usePlainForm } from '../../lib/plain-form.tsx';
import { login } from '../../data/auth/login.ts';
import { useServices } from '../../lib/services.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { AttemptsLeft } from './attempts-left.tsx';
import type { SocialProvider } from '../../data/auth/social-login-start-query.ts';

import { takeTypedField } from '../../lib/prerendered.ts';
import { loadOnce } from '../../lib/load-once.ts';
import type * as LoginRules from './login-rules.ts';
import type { LoginCredentials } from './login-rules.ts';

export type { LoginCredentials };

const noSubscription = () => () => undefined;
const browserOrigin = (): string | null => window.location.origin;
const noOrigin = (): string | null => null;

/**
 * The step's rules (zod, the e-mail rule of @quiver/validation and the message texts) load on the
 * form's first focus, at the latest on submit; a failed load is tried again next time.
 */
const loadRules: () => Promise<typeof LoginRules> = loadOnce(() => import('./login-rules.ts'));
const validate = async (values: LoginCredentials) => (await loadRules()).validateLogin(values);
const preloadRules = () => void loadRules().catch(() => undefined);

interface LoginStepProps {
  /** Tokens arrived: the caller completes the sign-in. */
  onSignedIn: (session: { accessToken: string; refreshToken: string }) => void;
  /** The account has two-factor on: ask for the code, then sign in again with it. */
  onMfaRequired: (credentials: LoginCredentials) => void;
  /** A social provider was chosen: the privacy step comes first. */
  onSocial: (provider: SocialProvider) => void;
  /** The account may not sign in (banned). */
  onRefused: () => void;
  /** Shown above the form (the marketplace subscription note). */
  notice?: string;
  /** The visitor started on the form (first focus inside it): load what may come next. */
  onStart?: () => void;
  /** What was sent before, shown again when the visitor comes back from the code step. */
  initial?: LoginCredentials;
}

/** Step 1: e-mail and password, the social providers, and the ways out. */
export function LoginStep({
  onSignedIn,
  onMfaRequired,
  onSocial,
  onRefused,
  notice,
  onStart,
  initial,
}: LoginStepProps) {
  const { t } = useTranslation();
  // What the visitor typed into the prerendered page before it was ready stays (lib/prerendered.ts).
  const [typed] = useState(() => ({
    email: takeTypedField('email') ?? initial?.email ?? '',
    password: takeTypedField('password') ?? initial?.password ?? '',
  }));
  // A plain form, not react-hook-form: this step is on the page every customer waits for.
  const form = usePlainForm<LoginCredentials>({ defaultValues: typed, validate });
  const emailField = usePlainField(form, 'email');
  const passwordField = usePlainField(form, 'password');
  // A plain call, not a mutation hook: this step renders before the query client has loaded
  // (lib/lazy-query-client.ts).
  const { api, preloadSignedInScreens } = useServices();
  const [signingIn, setSigningIn] = useState(false);
  // The page's origin exists only in the browser: a prerendered /login links without the way back
  // until it has hydrated.
  const origin = useSyncExternalStore(noSubscription, browserOrigin, noOrigin);
  const forgotPasswordHref =
    origin === null ? brand.links.forgotPassword : forgotPasswordUrl(origin);

  const [attemptsLeft, setAttemptsLeft] = useState<number | undefined>(undefined);
  const submit = async (credentials: LoginCredentials) => {
    setAttemptsLeft(undefined);
    try {
      setSigningIn(true);
      // The screens a sign-in leads to load while the server checks the password.
      preloadSignedInScreens();
      const result = await login(api, credentials).finally(() => setSigningIn(false));
      if ('mfaRequired' in result) onMfaRequired(credentials);
      else onSignedIn(result);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.serverCode === 407) return onRefused();
      setAttemptsLeft(error.attemptsLeft);
      // The console's one rule for refusals (loaded with the later steps, which use the same chunk).
      const { showRefusalInForm } = await import('../../lib/form-refusal.ts');
      // The plain form has the two methods the rule uses, with react-hook-form's meaning.
      showRefusalInForm(
        form as unknown as Pick<UseFormReturn<LoginCredentials>, 'setError' | 'getValues'>,
        error,
      );
    }
  };

  return (
    <div className="flex flex-col gap-6" onFocus={onStart}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('login.title')}</h1>
        <p className="text-sm text-muted-fg">{t('login.subtitle', { brand: brand.name })}</p>
      </header>
      {notice !== undefined && (
        <p role="status" className="rounded-md bg-info-subtle p-3 text-sm text-info-text">
          {notice}
        </p>
      )}
      <form
        data-slot="form"
        // Our messages replace the browser's bubbles, which cannot be translated or styled.
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        onFocus={preloadRules}
      >
        <div {...emailField.field}>
          <label {...emailField.label}>{t('login.email')}</label>
          <Input
            type="email"
            autoComplete="username"
            {...emailField.control}
            {...form.register('email')}
          />
          <PlainFormError
            message={emailField.error}
            id={emailField.errorId}
            translate={translateFieldMessage}
          />
        </div>
        <div {...passwordField.field}>
          <div className="flex items-baseline justify-between">
            <label {...passwordField.label}>{t('login.password')}</label>
            <a
              href={forgotPasswordHref}
              className="text-sm text-primary underline underline-offset-4 hover:no-underline"
            >
              {t('login.forgot-password')}
            </a>
          </div>
          <PasswordInput
            showLabel={t('common.show-password')}
            hideLabel={t('common.hide-password')}
            autoComplete="current-password"
            {...passwordField.control}
            {...form.register('password')}
          />
          <PlainFormError
            message={passwordField.error}
            id={passwordField.errorId}
            translate={translateFieldMessage}
          />
        </div>
        <PlainFormError
          message={form.errors['root.server']}
          role="alert"
          translate={translateFieldMessage}
        />
        <AttemptsLeft count={attemptsLeft} />
        <Button type="submit" loading={signingIn} loadingLabel={t('login.signing-in')}>
          {t('login.submit')}
        </Button>
      </form>
      <SocialButtons onChoose={onSocial} />
      <footer className="flex flex-col gap-2 text-center text-sm">
        <p>
          {t('login.no-account')}{' '}
          <Link
            to={routePaths.register}
            className="text-primary underline underline-offset-4 hover:no-underline"
          >
            {t('login.sign-up')}
          </Link>
        </p>
        <p>
          <a
            href={brand.links.marketplace}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline underline-offset-4 hover:no-underline"
          >
            {t('login.marketplace')}
          </a>
        </p>
      </footer>
    </div>
  );
}
