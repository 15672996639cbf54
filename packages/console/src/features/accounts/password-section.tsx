import { useForm, useWatch } from 'react-hook-form';
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
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { notify } from '../../lib/notify.ts';
import { usePasswordModifyMutation } from '../../data/auth/password-modify-mutation.ts';
import { PasswordChecklist } from '../shared/password-checklist.tsx';

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
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordForm),
    defaultValues: { email, oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmation] = useWatch({
    control: form.control,
    name: ['newPassword', 'confirmPassword'],
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
          noValidate
          className="flex flex-col gap-4 sm:max-w-md"
          onSubmit={async (values) => {
            try {
              await modify.mutateAsync({
                oldPassword: values.oldPassword,
                newPassword: values.newPassword,
                confirmPassword: values.confirmPassword,
              });
              form.reset({ email, oldPassword: '', newPassword: '', confirmPassword: '' });
              notify.success(t('accounts.password-changed'));
            } catch (error) {
              showRefusalInForm(form, error, { messageField: 'oldPassword' });
            }
          }}
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
          <PasswordField
            control={form.control}
            name="newPassword"
            label={t('accounts.new-password')}
            showLabel={t('common.show-password')}
            hideLabel={t('common.hide-password')}
            autoComplete="new-password"
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label={t('accounts.confirm-password')}
            showLabel={t('common.show-password')}
            hideLabel={t('common.hide-password')}
            autoComplete="new-password"
          />
          <PasswordChecklist
            password={newPassword ?? ''}
            email={email}
            confirmation={confirmation ?? ''}
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
