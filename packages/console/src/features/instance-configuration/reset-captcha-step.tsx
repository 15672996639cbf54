import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { captchaCode } from '@quiver/contract';
import { Button, DialogFooter, Form, FormError, TextField } from '@quiver/ui';
import { useResetCaptchaQuery } from '../../data/reset-password/reset-captcha-query.ts';
import { useResetCodeMutation } from '../../data/reset-password/reset-code-mutation.ts';
import type { ResetTarget } from '../../data/reset-password/reset-target.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import '../../i18n/areas/instance-config/index.ts';

const captchaForm = z.object({ captchaCode });
type CaptchaValues = z.input<typeof captchaForm>;

/**
 * The first step of a root-password reset (of an instance or a cluster): the characters of an image
 * captcha, then the code is e-mailed. A refused answer draws a new image (each is good for one try).
 */
export function ResetCaptchaStep({
  target,
  onSent,
}: {
  target: ResetTarget;
  /** The code went out; to this (masked) address. */
  onSent: (sentTo: string) => void;
}) {
  const { t } = useTranslation();
  const captcha = useResetCaptchaQuery(target, true);
  const send = useResetCodeMutation();
  const form = useForm<CaptchaValues>({
    resolver: zodResolver(captchaForm),
    defaultValues: { captchaCode: '' },
  });
  return (
    <Form
      form={form}
      translate={translateFieldMessage}
      className="flex flex-col gap-4"
      onSubmit={async ({ captchaCode: code }: CaptchaValues) => {
        if (captcha.data === undefined) return;
        try {
          const sent = await send.mutateAsync({
            target,
            captchaId: captcha.data.captchaId,
            captchaCode: code,
          });
          onSent(sent.sentTo);
        } catch (error) {
          showRefusalInForm(form, error);
          // An image is used up by any answer: the next try needs a new one.
          if (isApiError(error)) void captcha.refetch();
        }
      }}
    >
      <div className="flex items-center gap-3">
        {captcha.data === undefined ? (
          <div className="h-12 w-36 rounded border border-border bg-muted" aria-hidden="true" />
        ) : (
          <img
            src={captcha.data.image}
            alt={t('instance-config.password.captcha-image')}
            className="h-12 rounded border border-border bg-white"
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void captcha.refetch()}
          loading={captcha.isFetching}
          loadingLabel={t('common.loading')}
        >
          {t('instance-config.password.captcha-refresh')}
        </Button>
      </div>
      {captcha.isError ? (
        <p role="alert" className="text-sm text-danger-text">
          {t('instance-config.password.captcha-failed')}
        </p>
      ) : null}
      <TextField
        control={form.control}
        name="captchaCode"
        label={t('instance-config.password.captcha')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormError name="root.server" role="alert" />
      <DialogFooter>
        <Button
          type="submit"
          disabled={captcha.data === undefined}
          loading={form.formState.isSubmitting}
        >
          {t('instance-config.password.send-code')}
        </Button>
      </DialogFooter>
    </Form>
  );
}
