import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';
import { totpCode } from '@quiver/contract';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Form,
} from '@quiver/ui';
import { CodeField } from '../shared/code-field.tsx';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { notify } from '../../lib/notify.ts';
import { useSetupTotpMutation } from '../../data/auth/setup-totp-mutation.ts';
import { TotpSetup } from '../two-factor/totp-setup.tsx';
import '../../i18n/areas/accounts/index.ts';
import '../../i18n/areas/mfa-tip/index.ts';

const codeForm = z.object({ code: totpCode });

/** Turning two-factor off takes a current code, so a stolen session alone cannot do it. */
function TurnOffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const setup = useSetupTotpMutation();
  const form = useForm<z.infer<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  return (
    <Form
      form={form}
      translate={translateFieldMessage}
      className="flex flex-col gap-3 sm:max-w-xs"
      onSubmit={submitShowingRefusal(
        form,
        async ({ code }) => {
          await setup.mutateAsync({ enable: false, code });
          notify.success(t('accounts.two-factor-off-done'));
          onDone();
        },
        { messageField: 'code', onlyFields: ['code'] },
      )}
    >
      <CodeField name="code" label={t('mfa-tip.code-label')} focusOnMount />
      <div>
        <Button type="submit" variant="danger" loading={setup.isPending}>
          {t('accounts.two-factor-turn-off')}
        </Button>
      </div>
    </Form>
  );
}

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const setupStart = useRef<HTMLDivElement>(null);
  /** Set when a change ends, so the button that replaces the form takes the focus back. */
  const refocus = useRef(false);
  const finish = () => {
    refocus.current = true;
    setChanging(false);
  };
  useEffect(() => {
    if (changing) setupStart.current?.focus();
    else if (refocus.current) {
      refocus.current = false;
      toggle.current?.focus();
    }
  }, [changing]);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          {t('accounts.two-factor')}
          <Badge tone={enabled ? 'success' : 'neutral'}>
            {enabled ? t('accounts.on') : t('accounts.off')}
          </Badge>
        </CardTitle>
        <CardDescription>{t('accounts.two-factor-help')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!changing ? (
          <Button
            ref={toggle}
            variant={enabled ? 'outline' : 'primary'}
            onClick={() => setChanging(true)}
          >
            {enabled ? t('accounts.two-factor-turn-off') : t('accounts.two-factor-turn-on')}
          </Button>
        ) : (
          <div className="flex flex-col gap-4">
            {enabled ? (
              <TurnOffForm onDone={finish} />
            ) : (
              // The setup replaces the button just pressed: focus moves to its first line, so the
              // keyboard and screen reader continue from the instructions, not the page top.
              <div ref={setupStart} tabIndex={-1} className="outline-none">
                <TotpSetup
                  onEnabled={() => {
                    notify.success(t('mfa-tip.enabled'));
                    finish();
                  }}
                />
              </div>
            )}
            <div>
              <Button variant="ghost" onClick={finish}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
