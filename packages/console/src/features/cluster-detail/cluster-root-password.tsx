import { useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { canPerform } from '@quiver/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { ClusterDetail } from '../../data/clusters/cluster-detail-query.ts';
import { ResetCaptchaStep } from '../instance-configuration/reset-captcha-step.tsx';
import { ResetCodeStep } from '../instance-configuration/reset-code-step.tsx';
import { useClusterRefusalText } from '../cluster-shared/refusal-text.ts';
import '../../i18n/areas/clusters/index.ts';
import '../../i18n/areas/instance-config/index.ts';

/**
 * Reset the password of the root user of every server (spec §4: it needs an e-mailed code and
 * restarts): the Blaze configuration's dialog (image captcha, then the code and the new password)
 * with the cluster's calls. Said before anything is sent: the cluster restarts.
 */
export function ClusterRootPassword({ cluster }: { cluster: ClusterDetail }) {
  const { t } = useTranslation();
  const refusalText = useClusterRefusalText();
  const decision = canPerform(cluster, 'resetRootPassword');
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const target = { kind: 'cluster', id: cluster.id } as const;
  const close = () => {
    setOpen(false);
    setSentTo(null);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('clusters.password.title')}</CardTitle>
        <CardDescription>{t('clusters.password.help')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
          <DialogTrigger asChild>
            <Button
              variant="outline"
              startIcon={<KeyRound />}
              disabled={!decision.allowed}
              aria-describedby={decision.allowed ? undefined : reasonId}
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
              <ResetCaptchaStep target={target} onSent={setSentTo} />
            ) : (
              <ResetCodeStep
                target={target}
                texts={{
                  restartTitle: t('clusters.password.restart-title'),
                  restartBody: t('clusters.password.restart-body'),
                  done: t('clusters.password.done'),
                }}
                onNewCode={() => setSentTo(null)}
                onDone={close}
              />
            )}
          </DialogContent>
        </Dialog>
        {decision.allowed ? null : (
          <p id={reasonId} className="text-sm text-muted-fg">
            {refusalText(decision)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
