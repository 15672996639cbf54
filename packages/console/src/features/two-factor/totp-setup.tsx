import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';
import { totpCode } from '@quiver/contract';
import { Button, Form, Skeleton } from '@quiver/ui';
import { CodeField } from '../shared/code-field.tsx';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { useTotpQuery } from '../../data/auth/totp-query.ts';
import { useSetupTotpMutation } from '../../data/auth/setup-totp-mutation.ts';
import '../../i18n/areas/mfa-tip/index.ts';

const codeForm = z.object({ code: totpCode });

/** Renders the otpauth:// URI as a QR code image (the encoder loads only here). */
function QrCode({ uri, label }: { uri: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: 'M' }).then((url) => {
        if (current) setSrc(url);
      }),
    );
    return () => {
      current = false;
    };
  }, [uri]);
  if (src === null) return <Skeleton className="size-48" />;
  return (
    <img
      src={src}
      alt={label}
      width={192}
      height={192}
      className="rounded-md border border-border bg-white"
    />
  );
}

/** Groups a base32 secret in fours, so it can be typed without losing one's place. */
function groupSecret(secret: string): string {
  return secret
    .replace(/=+$/, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/**
 * Two-factor setup: scan the QR code (or type the secret), then prove it with a 6-digit code.
 * Used by /MFATip after login and by the Accounts screen.
 */
export function TotpSetup({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation();
  const totp = useTotpQuery();
  const setup = useSetupTotpMutation();
  const form = useForm<z.infer<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });

  const submit = submitShowingRefusal(
    form,
    async ({ code }: z.infer<typeof codeForm>) => {
      await setup.mutateAsync({ enable: true, code });
      onEnabled();
    },
    { messageField: 'code', onlyFields: ['code'] },
  );

  if (totp.isPending) return <Skeleton className="h-64 w-full" />;
  if (totp.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{t('mfa-tip.load-failed')}</p>
        <Button variant="outline" onClick={() => void totp.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (totp.data.enabled) return <p role="status">{t('mfa-tip.already-on')}</p>;

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
        <li>{t('mfa-tip.step-install')}</li>
        <li>{t('mfa-tip.step-scan')}</li>
        <li>{t('mfa-tip.step-verify')}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <QrCode uri={totp.data.otpauthUri} label={t('mfa-tip.qr-label')} />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{t('mfa-tip.manual')}</p>
          <code className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-all select-all">
            {groupSecret(totp.data.secret)}
          </code>
        </div>
      </div>
      <Form
        form={form}
        onSubmit={submit}
        translate={translateFieldMessage}
        className="flex flex-col gap-3"
      >
        <CodeField name="code" label={t('mfa-tip.code-label')} hint={t('mfa-tip.code-help')} />
        <div>
          <Button type="submit" loading={setup.isPending}>
            {t('mfa-tip.verify')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
