import { useState } from 'react';
import { ArrowUpCircle } from 'lucide-react';
import { canPerform, type Instance } from '@quiver/contract';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useManagerUpgradeCheckQuery } from '../../data/managers/manager-upgrade-check-query.ts';
import { useManagerUpgradeMutation } from '../../data/managers/manager-upgrade-mutation.ts';
import { ConfigSection } from '../instance-configuration/config-section.tsx';
import '../../i18n/areas/managers/index.ts';

/**
 * The Manager's upgrade: `/manager/upgrade/check` first (the versions newer than the one it runs,
 * asked whenever the table allows an upgrade and again once the version changed), then the chosen
 * version through `/manager/upgrade` after a confirmation that says what happens: Updating, then
 * back to Active (or Stopped), on the new version for good.
 */
export function ManagerUpgradeSection({ manager }: { manager: Instance }) {
  const { t } = useTranslation();
  const decision = canPerform(manager, 'upgrade');
  const check = useManagerUpgradeCheckQuery(manager.id, manager.version, decision.allowed);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const versions = check.data?.versions ?? [];
  const target = versions.find((item) => item.id === chosen) ?? versions[0];

  return (
    <ConfigSection
      title={t('managers.upgrade.title')}
      description={t('managers.upgrade.help')}
      decision={decision}
    >
      <p className="text-sm">{t('managers.upgrade.current', { version: manager.version })}</p>
      {!decision.allowed ? null : check.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span role="status" className="sr-only">
            {t('managers.upgrade.checking')}
          </span>
          <Skeleton className="h-6 w-64" />
        </div>
      ) : check.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>
            {isApiError(check.error) ? check.error.message : t('managers.upgrade.check-failed')}
          </span>
          <Button variant="outline" size="sm" onClick={() => void check.refetch()}>
            {t('managers.upgrade.check-again')}
          </Button>
        </div>
      ) : !check.data.upgradable || target === undefined ? (
        <p role="status" className="text-sm text-muted-fg">
          {t('managers.upgrade.newest', { version: check.data.currentVersion })}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-sm font-medium">
            {t('managers.upgrade.available', { version: check.data.latestVersion })}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor="manager-upgrade-version" className="text-sm font-medium">
                {t('managers.upgrade.version')}
              </label>
              <Select value={target.id} onValueChange={setChosen}>
                <SelectTrigger id="manager-upgrade-version" className="w-64">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {versions.map((version) => (
                    <SelectItem key={version.id} value={version.id}>
                      {version.isDefault
                        ? t('managers.upgrade.version-recommended', { name: version.name })
                        : version.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button startIcon={<ArrowUpCircle />} onClick={() => setConfirming(true)}>
              {t('managers.upgrade.submit', { version: target.version })}
            </Button>
          </div>
        </div>
      )}
      {target === undefined ? null : (
        <UpgradeDialog
          manager={manager}
          versionId={target.id}
          version={target.version}
          open={confirming}
          onOpenChange={setConfirming}
        />
      )}
    </ConfigSection>
  );
}

function UpgradeDialog({
  manager,
  versionId,
  version,
  open,
  onOpenChange,
}: {
  manager: Instance;
  versionId: string;
  version: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const upgrade = useManagerUpgradeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setFailure(null);
  };
  const run = async () => {
    setFailure(null);
    try {
      await upgrade.mutateAsync({ instanceId: manager.id, version: versionId });
      notify.success(t('managers.upgrade.accepted', { name: manager.name, version }), {
        about: manager.id,
      });
      close(false);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('managers.upgrade.failed'));
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t('managers.upgrade.confirm-title', { name: manager.name, version })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {t('managers.upgrade.confirm-body', { from: manager.version, version })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {failure === null ? null : (
          <p role="alert" className="text-sm text-danger-text">
            {failure}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          <Button loading={upgrade.isPending} onClick={() => void run()}>
            {t('managers.upgrade.confirm', { version })}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
