import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { clientCodes } from '@quiver/contract/wire';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from '../../lib/link.tsx';
import { accountPasswordForm, emailCode } from '@quiver/validation';
import {
  Button,
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  TextField,
} from '@quiver/ui';
import { brand, routePaths } from '../../lib/brand.ts';
import { isApiError } from '../../lib/api.ts';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { useCaptchaQuery } from '../../data/auth/captcha-query.ts';
import { useEmailCaptchaMutation } from '../../data/auth/email-captcha-mutation.ts';
import { useRegisterMutation } from '../../data/auth/register-mutation.ts';
import { FormCodeInput } from '../shared/form-code-input.tsx';
import { NewPasswordFields } from '../shared/new-password-fields.tsx';
import { AuthFrame } from './auth-frame.tsx';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import '../../i18n/areas/register/index.ts';

const registerForm = accountPasswordForm.and(
  z.object({ emailCode, captchaCode: z.string().optional() }),
);
type RegisterValues = z.input<typeof registerForm>;

/** Counts down the seconds until another e-mail code may be requested. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

/** /register: e-mail, e-mailed code (with an image captcha when the server asks), password. */
export function RegisterScreen() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerForm),
    defaultValues: { email: '', emailCode: '', password: '', confirmPassword: '', captchaCode: '' },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useCaptchaQuery({ enabled: captchaNeeded });
  const sendCode = useEmailCaptchaMutation();
  const registerAccount = useRegisterMutation();
  const [resendIn, setResendIn] = useCountdown();
  // The address the last code went to. The countdown is that address's: once the E-mail field says
  // another address, the hint says where the code went and Send code is offered for the new one (the
  // server keeps its own per-address limit and its refusal is shown under the button).
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const typedAddress = email.trim();
  const addressChanged = codeSentTo !== null && typedAddress !== codeSentTo;
  const waitSeconds = addressChanged ? 0 : resendIn;
  // The captcha field appears because the server asked for it after a send: the user has not typed
  // in it yet, so it shows no error, and the focus goes into it (it is above the button).
  const focusCaptcha = useRef(false);
  useEffect(() => {
    if (captchaNeeded && focusCaptcha.current) {
      focusCaptcha.current = false;
      form.setFocus('captchaCode');
    }
  }, [captchaNeeded, form]);

  const requestCode = async () => {
    const valid = await form.trigger(captchaNeeded ? ['email', 'captchaCode'] : ['email']);
    if (!valid) return;
    const address = form.getValues('email').trim();
    const captchaCode = form.getValues('captchaCode');
    try {
      const sent = await sendCode.mutateAsync({
        email: address,
        purpose: 'register',
        ...(captchaNeeded && captcha.data !== undefined && captchaCode
          ? { captchaId: captcha.data.captchaId, captchaCode }
          : {}),
      });
      setCodeSentTo(address);
      setResendIn(sent.resendAfterSeconds);
      form.setFocus('emailCode');
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.reason === 'captchaRequired' || error.fields?.captchaCode !== undefined) {
        form.setValue('captchaCode', '');
        if (!captchaNeeded) {
          // First asked: show the field, empty and without an error, and move into it.
          focusCaptcha.current = true;
          setCaptchaNeeded(true);
          return;
        }
        void captcha.refetch();
      }
      // A refusal without field errors (a resend too soon, too many sends) shows under the button.
      if (error.fields !== undefined || error.code === clientCodes.loginFailed)
        showRefusalInForm(form, error);
      else form.setError('root.sendCode', { type: 'server', message: error.message });
    }
  };

  const submit = submitShowingRefusal(form, async (values: z.output<typeof registerForm>) => {
    const session = await registerAccount.mutateAsync({
      email: values.email,
      password: values.password,
      emailCode: values.emailCode,
    });
    await completeSignIn(session);
  });

  return (
    <AuthFrame>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('register.title')}</h1>
          <p className="text-sm text-muted-fg">{t('register.subtitle', { brand: brand.name })}</p>
        </header>
        <Form
          form={form}
          onSubmit={submit}
          translate={translateFieldMessage}
          className="flex flex-col gap-4"
        >
          <TextField
            control={form.control}
            name="email"
            label={t('register.email')}
            type="email"
            autoComplete="email"
          />
          {captchaNeeded && (
            <FormField name="captchaCode">
              <FormLabel>{t('register.captcha')}</FormLabel>
              <FormDescription>{t('register.captcha-help')}</FormDescription>
              <div className="flex items-center gap-3">
                {captcha.data !== undefined && (
                  <img
                    src={captcha.data.image}
                    alt={t('register.captcha-image')}
                    className="h-12 rounded border border-border bg-white"
                  />
                )}
                <Button
                  variant="link"
                  size="sm"
                  className="underline hover:no-underline"
                  onClick={() => void captcha.refetch()}
                  loading={captcha.isFetching}
                  loadingLabel={t('common.loading')}
                >
                  {t('register.captcha-refresh')}
                </Button>
              </div>
              <FormControl>
                <Input
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...form.register('captchaCode')}
                />
              </FormControl>
              <FormError />
            </FormField>
          )}
          {/* Right after the address (and the captcha when asked): in reading and tab order the
              code is sent before it is typed. Sent, focus moves on to the code. */}
          <div>
            <Button
              variant="outline"
              onClick={() => void requestCode()}
              loading={sendCode.isPending}
              disabled={waitSeconds > 0}
            >
              {waitSeconds > 0
                ? t('register.resend-in', { seconds: waitSeconds })
                : codeSentTo === null || addressChanged
                  ? t('register.send-code')
                  : t('register.resend-code')}
            </Button>
            <FormError name="root.sendCode" role="alert" className="mt-2" />
          </div>
          <FormField name="emailCode">
            <FormLabel>{t('register.email-code')}</FormLabel>
            <FormCodeInput />
            {codeSentTo !== null && (
              <FormDescription role="status">
                {!addressChanged
                  ? t('register.code-sent', { email: codeSentTo })
                  : typedAddress === ''
                    ? t('register.code-sent-elsewhere-empty', { sent: codeSentTo })
                    : t('register.code-sent-elsewhere', { sent: codeSentTo, email: typedAddress })}
              </FormDescription>
            )}
            <FormError />
          </FormField>
          <NewPasswordFields
            control={form.control}
            passwordName="password"
            confirmationName="confirmPassword"
            passwordLabel={t('register.password')}
            confirmationLabel={t('register.confirm-password')}
            email={email}
          />
          <FormError name="root.server" role="alert" />
          <Button type="submit" loading={registerAccount.isPending}>
            {t('register.submit')}
          </Button>
        </Form>
        <p className="text-center text-sm">
          {t('register.have-account')}{' '}
          <Link
            to={routePaths.login}
            className="text-primary underline underline-offset-4 hover:no-underline"
          >
            {t('register.log-in')}
          </Link>
        </p>
      </div>
    </AuthFrame>
  );
}
