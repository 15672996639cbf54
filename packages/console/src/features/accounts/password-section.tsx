import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';
import { accountPassword } from '@quiver/validation';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Form,
  PasswordField,
} from '@quiver/ui';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { notify } from '../../lib/notify.ts';
import { isApiError } from '../../lib/api.ts';
import { usePasswordModifyMutation } from '../../data/auth/password-modify-mutation.ts';
import { NewPasswordFields } from '../shared/new-password-fields.tsx';
import '../../i18n/areas/accounts/index.ts';

const passwordForm = z
  .object({
    email: z.string(),
    oldPassword: z.string().min(1, 'api.password-required'),
    newPassword: accountPassword,
    confirmPassword: z.string().min(1, 'validation.account.confirm-password-required'),
  })
  .superRefine((form, context) => {
    if (form.newPassword.toLowerCase() === form.email.toLowerCase())
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'validation.account.password-equals-email',
      });
    if (form.oldPassword !== '' && form.newPassword === form.oldPassword)
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'validation.account.password-same-as-current',
      });
    if (form.confirmPassword !== '' && form.confirmPassword !== form.newPassword)
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'validation.account.password-mismatch',
      });
  });
type PasswordValues = z.input<typeof passwordForm>;

/** Password change: the current password, a new one that meets the rules (shown live), confirmed. */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const modify = usePasswordModifyMutation();
  // Under a refused current password, once few tries remain before the checks are paused.
  const [attemptsLeft, setAttemptsLeft] = useState<number | undefined>(undefined);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordForm),
    defaultValues: { email, oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('accounts.password')}</CardTitle>
        <CardDescription>{t('accounts.password-help')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          translate={translateFieldMessage}
          className="flex flex-col gap-4 sm:max-w-md"
          onSubmit={submitShowingRefusal(
            form,
            async (values) => {
              setAttemptsLeft(undefined);
              await modify
                .mutateAsync({
                  oldPassword: values.oldPassword,
                  newPassword: values.newPassword,
                  confirmPassword: values.confirmPassword,
                })
                .catch((error: unknown) => {
                  if (isApiError(error)) setAttemptsLeft(error.attemptsLeft);
                  throw error;
                });
              form.reset({ email, oldPassword: '', newPassword: '', confirmPassword: '' });
              notify.success(t('accounts.password-changed'));
            },
            { messageField: 'oldPassword' },
          )}
        >
          <input type="email" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            control={form.control}
            name="oldPassword"
            label={t('accounts.current-password')}
            showLabel={t('common.show-password')}
            hideLabel={t('common.hide-password')}
            autoComplete="current-password"
          />
          {attemptsLeft !== undefined && (
            // Polite: the refusal under the field is read first.
            <p role="status" className="text-sm text-warning-text">
              {t('accounts.password-attempts-left', { count: attemptsLeft })}
            </p>
          )}
          <NewPasswordFields
            control={form.control}
            passwordName="newPassword"
            confirmationName="confirmPassword"
            passwordLabel={t('accounts.new-password')}
            confirmationLabel={t('accounts.confirm-password')}
            email={email}
          />
          <div>
            <Button type="submit" loading={modify.isPending}>
              {t('accounts.change-password')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
