import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailCode, graphPassword } from '@quiver/validation';
import { Button, Callout, DialogFooter, Form, FormError, PasswordField } from '@quiver/ui';
import { useRootPasswordResetMutation } from '../../data/reset-password/root-password-reset-mutation.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { notify } from '../../lib/notify.ts';
import { CodeField } from '../shared/code-field.tsx';
import '../../i18n/areas/instance-config/index.ts';

const resetForm = z.object({ emailCode, password: graphPassword });
type ResetValues = z.input<typeof resetForm>;

/** The second step: the e-mailed code and the new root password; the instance then restarts. */
export function ResetCodeStep({
  instanceId,
  onNewCode,
  onDone,
}: {
  instanceId: string;
  /** Back to the captcha, for a new code. */
  onNewCode: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reset = useRootPasswordResetMutation();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetForm),
    defaultValues: { emailCode: '', password: '' },
  });
  return (
    <Form
      form={form}
      translate={translateFieldMessage}
      className="flex flex-col gap-4"
      onSubmit={submitShowingRefusal(form, async ({ emailCode: code, password }: ResetValues) => {
        await reset.mutateAsync({ instanceId, emailCode: code, password });
        notify.success(t('instance-config.password.done'));
        onDone();
      })}
    >
      <CodeField name="emailCode" label={t('instance-config.password.code')} focusOnMount />
      <PasswordField
        control={form.control}
        name="password"
        label={t('instance-config.password.new')}
        hint={t('instance-config.password.rule')}
        autoComplete="new-password"
        showLabel={t('common.show-password')}
        hideLabel={t('common.hide-password')}
      />
      <Callout
        tone="warning"
        toneLabel={t('instance-config.tone-warning')}
        title={t('instance-config.password.restart-title')}
      >
        {t('instance-config.password.restart-body')}
      </Callout>
      <FormError name="root.server" role="alert" />
      <DialogFooter>
        <Button variant="ghost" onClick={onNewCode}>
          {t('instance-config.password.new-code')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('instance-config.password.reset')}
        </Button>
      </DialogFooter>
    </Form>
  );
}
