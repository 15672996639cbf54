import { Suspense, lazy, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { socialLoginFailedFlag } from '@quiver/contract/wire';
import { SpinnerIcon } from '@quiver/ui';
import { useServices } from '../../lib/services.tsx';
import { isApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import {
  getSocialLoginStart,
  type SocialProvider,
} from '../../data/auth/social-login-start-query.ts';
import { socialLogin } from '../../data/auth/social-login.ts';
import { bindExternal } from '../../data/auth/bind-external.ts';
import { userKeys } from '../../data/user/keys.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LoginStep, type LoginCredentials } from './login-step.tsx';
import { preloadCompleteSignIn, useCompleteSignIn } from './use-complete-sign-in.ts';

/**
 * The steps after the first (the authenticator code, its help, the terms before a social sign-in,
 * a failed sign-in) load when the visitor starts on the form, not with the page: they are not in
 * its first paint, and the code input and the terms' checkbox (Radix) are about 5 KiB gzip of the
 * 140 KiB /login may load (docs/decisions.md, Console performance measures).
 */
const laterSteps = {
  mfaCode: () => import('./mfa-code-step.tsx'),
  twoFactor: () => import('./two-factor-step.tsx'),
  privacyPolicy: () => import('./privacy-policy-step.tsx'),
  loginFailed: () => import('./login-failed-step.tsx'),
};
const MfaCodeStep = lazy(() =>
  laterSteps.mfaCode().then((step) => ({ default: step.MfaCodeStep })),
);
const TwoFactorStep = lazy(() =>
  laterSteps.twoFactor().then((step) => ({ default: step.TwoFactorStep })),
);
const PrivacyPolicyStep = lazy(() =>
  laterSteps.privacyPolicy().then((step) => ({ default: step.PrivacyPolicyStep })),
);
const LoginFailedStep = lazy(() =>
  laterSteps.loginFailed().then((step) => ({ default: step.LoginFailedStep })),
);

let laterStepsRequested = false;
/**
 * Starts loading the later steps and the post-login routing (once); a failed load is left to the
 * step (or the sign-in), which tries again.
 */
function preloadLaterSteps(): void {
  if (laterStepsRequested) return;
  laterStepsRequested = true;
  for (const load of Object.values(laterSteps)) void load().catch(() => undefined);
  preloadCompleteSignIn();
}

/** The login dialog's steps (spec section 2). */
export type LoginDialogStep =
  | { name: 'Login'; credentials?: LoginCredentials }
  | { name: 'MFACode'; credentials: LoginCredentials }
  | { name: 'TwoFactor'; credentials: LoginCredentials }
  | { name: 'PrivacyPolicy'; provider: SocialProvider }
  | { name: 'LoginFailed'; reason: SocialProvider | 'refused' };

const providers: readonly SocialProvider[] = ['github', 'google'];

function failedProvider(search: URLSearchParams): SocialProvider | null {
  return providers.find((provider) => search.has(socialLoginFailedFlag[provider])) ?? null;
}

/**
 * /login. Besides the steps, it finishes the two journeys that come back to it: a social provider's
 * redirect (`?type=github&code=...`), and a marketplace subscription (`?channel=..&extAccountToken=..`),
 * which is kept until the user signs in and then linked to their account.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const { api, storage, tokens, lazyQueryClient } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const failed = failedProvider(search);
  const [step, setShownStep] = useState<LoginDialogStep>(
    failed !== null ? { name: 'LoginFailed', reason: failed } : { name: 'Login' },
  );
  // A step replaces the one shown once its code is in: the one being left stays as it was (not
  // hidden behind a spinner with the focus still in it), and the focus, left on the body by the
  // link that went with it, moves to the new step (AuthFrame).
  const setStep = (next: LoginDialogStep) => startTransition(() => setShownStep(next));
  const type = search.get('type');
  const code = search.get('code');
  const channel = search.get('channel');
  const extAccountToken = search.get('extAccountToken');
  const returning = (type === 'github' || type === 'google') && code !== null;
  const marketplace = channel !== null && extAccountToken !== null;

  const [starting, setStarting] = useState(false);
  // Arriving back from a provider, or with a subscription to link while signed in, the page works
  // on the sign-in at once instead of showing a form first.
  const [busy, setBusy] = useState(
    () => returning || (marketplace && tokens.accessToken() !== null),
  );
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const key = search.toString();
    // Effects run twice in development; each arrival is handled once.
    if (handled.current === key) return;
    handled.current = key;
    if (returning) {
      const provider = type as SocialProvider;
      const expectedState = storage.socialLoginState.get();
      storage.socialLoginState.clear();
      const state = search.get('state') ?? undefined;
      if (expectedState !== null && state !== expectedState) {
        // A state that does not match ours: this sign-in did not start here (forgery, or a stale tab).
        void navigate(`/login?${socialLoginFailedFlag[provider]}=1`, { replace: true });
        queueMicrotask(() => setBusy(false));
        return;
      }
      // Plain calls, not mutation hooks: nothing shows their progress but the page's own spinner,
      // and the query client is not loaded on /login's first paint.
      socialLogin(api, { provider, code, state })
        .then((session) => completeSignIn(session))
        .catch((error: unknown) => {
          setBusy(false);
          if (isApiError(error) && error.code === 1501)
            void navigate(`/login?${socialLoginFailedFlag[provider]}=1`, { replace: true });
          else void navigate('/login', { replace: true });
        });
      return;
    }
    if (marketplace) {
      if (tokens.accessToken() === null) {
        storage.channel.set(channel);
        storage.extAccountToken.set(extAccountToken);
        return;
      }
      bindExternal(api, { channel, extAccountToken })
        .then(() => {
          notify.success(t('login.marketplace-linked'));
          // A cache from earlier in this page, if any, holds the old answer.
          void lazyQueryClient.current()?.invalidateQueries({ queryKey: userKeys.externalBound() });
        })
        .catch(() => undefined)
        .finally(() => void completeSignIn().finally(() => setBusy(false)));
    }
    // The arrival is read once from the URL it came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const startSocial = async (provider: SocialProvider) => {
    setStarting(true);
    try {
      // Asked afresh each time (a new anti-forgery state), so not through the query cache.
      const start = await getSocialLoginStart(api, provider);
      if (!start.enabled) {
        setStarting(false);
        setStep({ name: 'Login' });
        return;
      }
      storage.socialLoginState.set(start.state);
      window.location.assign(start.authorizeUrl);
    } catch {
      setStarting(false);
    }
  };

  const signedIn = (session: { accessToken: string; refreshToken: string }) => {
    setBusy(true);
    void completeSignIn(session).catch(() => setBusy(false));
  };

  if (busy)
    return (
      <AuthFrame step="signing-in">
        <div role="status" className="flex items-center gap-3">
          <SpinnerIcon className="text-muted-fg" />
          <span>{t('login.signing-in')}</span>
        </div>
      </AuthFrame>
    );

  return (
    <AuthFrame step={step.name}>
      {step.name === 'Login' ? (
        <LoginStep
          onStart={() => {
            preloadLaterSteps();
            lazyQueryClient.load().catch(() => undefined);
          }}
          initial={step.credentials}
          notice={marketplace ? t('login.marketplace-note') : undefined}
          onSignedIn={signedIn}
          onMfaRequired={(credentials) => setStep({ name: 'MFACode', credentials })}
          onSocial={(provider) => setStep({ name: 'PrivacyPolicy', provider })}
          onRefused={() => setStep({ name: 'LoginFailed', reason: 'refused' })}
        />
      ) : (
        // Only the later steps are in a Suspense boundary: the first one hydrates as it was
        // prerendered, with the page. Inside a boundary it hydrated on its own, and what was typed
        // before the app was ready was lost (e2e/prerendered-login.spec.ts).
        <Suspense
          fallback={
            <div role="status" className="flex items-center gap-3">
              <SpinnerIcon className="text-muted-fg" />
              <span>{t('common.loading')}</span>
            </div>
          }
        >
          {step.name === 'MFACode' && (
            <MfaCodeStep
              credentials={step.credentials}
              onSignedIn={signedIn}
              onBack={() => setStep({ name: 'Login', credentials: step.credentials })}
              onHelp={() => setStep({ name: 'TwoFactor', credentials: step.credentials })}
            />
          )}
          {step.name === 'TwoFactor' && (
            <TwoFactorStep
              onBack={() => setStep({ name: 'MFACode', credentials: step.credentials })}
            />
          )}
          {step.name === 'PrivacyPolicy' && (
            <PrivacyPolicyStep
              provider={step.provider}
              pending={starting}
              onAccept={() => void startSocial(step.provider)}
              onBack={() => setStep({ name: 'Login' })}
            />
          )}
          {step.name === 'LoginFailed' && (
            <LoginFailedStep
              reason={step.reason}
              onRetry={() => {
                setStep({ name: 'Login' });
                if (failed !== null) void navigate('/login', { replace: true });
              }}
            />
          )}
        </Suspense>
      )}
    </AuthFrame>
  );
}
