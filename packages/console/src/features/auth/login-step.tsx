import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import {
  Button,
  Form,
  FormControl,
  FormError,
  FormField,
  FormLabel,
  Input,
  PasswordInput,
} from '@quiver/ui';
import { brand, forgotPasswordUrl, routePaths } from '../../lib/brand.ts';
import { isApiError } from '../../lib/api.ts';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { translateFieldMessage } from '../../lib/lazy-field-messages.ts';
import { useLoginMutation } from '../../data/auth/login-mutation.ts';
import { SocialButtons } from './social-buttons.tsx';
import type { SocialProvider } from '../../data/auth/social-login-start-query.ts';

import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { takeTypedField } from '../../lib/prerendered.ts';
import type { LoginCredentials } from './login-form.ts';

export type { LoginCredentials };

const noSubscription = () => () => undefined;
const browserOrigin = (): string | null => window.location.origin;
const noOrigin = (): string | null => null;

const resolver = lazyResolver<LoginCredentials>(() =>
  import('./login-form.ts').then((rules) => rules.loginResolver),
);

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
}

/** Step 1: e-mail and password, the social providers, and the ways out. */
export function LoginStep({
  onSignedIn,
  onMfaRequired,
  onSocial,
  onRefused,
  notice,
  onStart,
}: LoginStepProps) {
  const { t } = useTranslation();
  // What the visitor typed into the prerendered page before it was ready stays (lib/prerendered.ts).
  const [typed] = useState(() => ({
    email: takeTypedField('email') ?? '',
    password: takeTypedField('password') ?? '',
  }));
  const form = useForm<LoginCredentials>({
    resolver,
    defaultValues: typed,
  });
  const mutation = useLoginMutation();
  // The page's origin exists only in the browser: a prerendered /login links without the way back
  // until it has hydrated.
  const origin = useSyncExternalStore(noSubscription, browserOrigin, noOrigin);
  const forgotPasswordHref =
    origin === null ? brand.links.forgotPassword : forgotPasswordUrl(origin);

  const submit = async (credentials: LoginCredentials) => {
    try {
      const result = await mutation.mutateAsync(credentials);
      if ('mfaRequired' in result) onMfaRequired(credentials);
      else onSignedIn(result);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.serverCode === 407) return onRefused();
      showRefusalInForm(form, error);
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
      <Form
        form={form}
        onSubmit={submit}
        translate={translateFieldMessage}
        className="flex flex-col gap-4"
        onFocus={resolver.preload}
      >
        <FormField name="email">
          <FormLabel>{t('login.email')}</FormLabel>
          <FormControl>
            <Input type="email" autoComplete="username" {...form.register('email')} />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="password">
          <div className="flex items-baseline justify-between">
            <FormLabel>{t('login.password')}</FormLabel>
            <a
              href={forgotPasswordHref}
              className="text-sm text-primary underline underline-offset-4 hover:no-underline"
            >
              {t('login.forgot-password')}
            </a>
          </div>
          <FormControl>
            <PasswordInput
              showLabel={t('common.show-password')}
              hideLabel={t('common.hide-password')}
              autoComplete="current-password"
              {...form.register('password')}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormError name="root.server" role="alert" />
        <Button type="submit" loading={mutation.isPending} loadingLabel={t('login.signing-in')}>
          {t('login.submit')}
        </Button>
      </Form>
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
