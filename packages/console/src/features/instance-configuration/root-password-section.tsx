import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { canPerform, type Instance } from '@quiver/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { ConfigSection } from './config-section.tsx';
import { ResetCaptchaStep } from './reset-captcha-step.tsx';
import { ResetCodeStep } from './reset-code-step.tsx';
import '../../i18n/areas/instance-config/index.ts';

/**
 * Reset the password of the graph's root user (spec §4: it needs an e-mailed code and restarts the
 * instance): the image captcha, then the 6-digit code sent to the account's address with the new
 * password. Said before anything is sent: the instance restarts.
 */
export function RootPasswordSection({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const decision = canPerform(instance, 'resetRootPassword');
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setSentTo(null);
  };
  return (
    <ConfigSection
      title={t('instance-config.password.title')}
      description={t('instance-config.password.help')}
      decision={decision}
    >
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) setOpen(true);
          else close();
        }}
      >
        <DialogTrigger asChild>
          <Button
            variant="outline"
            startIcon={<KeyRound />}
            disabled={!decision.allowed}
            className="w-fit"
          >
            {t('instance-config.password.open')}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>{t('instance-config.password.dialog-title')}</DialogTitle>
            <DialogDescription>
              {sentTo === null
                ? t('instance-config.password.captcha-help')
                : t('instance-config.password.code-help', { sentTo })}
            </DialogDescription>
          </DialogHeader>
          {sentTo === null ? (
            <ResetCaptchaStep target={{ kind: 'instance', id: instance.id }} onSent={setSentTo} />
          ) : (
            <ResetCodeStep
              target={{ kind: 'instance', id: instance.id }}
              onNewCode={() => setSentTo(null)}
              onDone={close}
            />
          )}
        </DialogContent>
      </Dialog>
    </ConfigSection>
  );
}
