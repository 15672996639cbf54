import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
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
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  const requestCode = async () => {
    const valid = await form.trigger(captchaNeeded ? ['email', 'captchaCode'] : ['email']);
    if (!valid) return;
    const address = form.getValues('email');
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
        setCaptchaNeeded(true);
        if (captchaNeeded) void captcha.refetch();
        form.setValue('captchaCode', '');
      }
      showRefusalInForm(form, error);
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
                  variant="ghost"
                  size="sm"
                  onClick={() => void captcha.refetch()}
                  loading={captcha.isFetching}
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
              disabled={resendIn > 0}
            >
              {resendIn > 0
                ? t('register.resend-in', { seconds: resendIn })
                : codeSentTo === null
                  ? t('register.send-code')
                  : t('register.resend-code')}
            </Button>
          </div>
          <FormField name="emailCode">
            <FormLabel>{t('register.email-code')}</FormLabel>
            <FormCodeInput />
            {codeSentTo !== null && (
              <FormDescription role="status">
                {t('register.code-sent', { email: codeSentTo })}
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
