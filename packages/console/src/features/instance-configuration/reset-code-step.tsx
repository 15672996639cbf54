import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailCode, graphPassword } from '@quiver/validation';
import { Button, Callout, DialogFooter, Form, FormError, PasswordField } from '@quiver/ui';
import { useRootPasswordResetMutation } from '../../data/reset-password/root-password-reset-mutation.ts';
import type { ResetTarget } from '../../data/reset-password/reset-target.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { notify } from '../../lib/notify.ts';
import { CodeField } from '../shared/code-field.tsx';
import '../../i18n/areas/instance-config/index.ts';

const resetForm = z.object({ emailCode, password: graphPassword });
type ResetValues = z.input<typeof resetForm>;

/** What the step says about the restart and once done (a cluster's words differ). */
export interface ResetCodeTexts {
  restartTitle: string;
  restartBody: string;
  done: string;
}

/**
 * The second step: the e-mailed code and the new root password; the instance (or cluster) then
 * restarts.
 */
export function ResetCodeStep({
  target,
  texts,
  onNewCode,
  onDone,
}: {
  target: ResetTarget;
  /** The instance's words by default. */
  texts?: ResetCodeTexts;
  /** Back to the captcha, for a new code. */
  onNewCode: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reset = useRootPasswordResetMutation(target.kind);
  const said = texts ?? {
    restartTitle: t('instance-config.password.restart-title'),
    restartBody: t('instance-config.password.restart-body'),
    done: t('instance-config.password.done'),
  };
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
        await reset.mutateAsync({ target, emailCode: code, password });
        notify.success(said.done);
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
        title={said.restartTitle}
      >
        {said.restartBody}
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
