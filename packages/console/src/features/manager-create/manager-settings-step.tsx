import { useFormContext } from 'react-hook-form';
import { LISTENING_PORT_MAX, LISTENING_PORT_MIN } from '@quiver/validation';
import { NumberField } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { AccountStep } from '../blaze-create/account-step.tsx';
import { AllowedIpsField } from '../blaze-create/allowed-ips-field.tsx';
import { NameField } from '../blaze-create/name-field.tsx';
import { VersionField } from '../blaze-create/settings-step.tsx';
import type { ManagerValues } from './manager-form.ts';
import { ClusterChoices } from './cluster-choices.tsx';
import '../../i18n/areas/blaze-create/index.ts';
import '../../i18n/areas/managers/index.ts';

/**
 * Step 2: name and version, how it accepts connections (port, allowed IPs), the clusters it
 * manages from the start, and the password of its `root` user (the Blaze wizard's fields).
 */
export function ManagerSettingsStep({ passwordLost }: { passwordLost: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ManagerValues>();
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <div className="flex flex-col gap-5">
        <NameField />
        <VersionField kind="MANAGER" />
        <NumberField
          control={control}
          name="port"
          label={t('blaze-create.settings.port')}
          hint={t('blaze-create.settings.port-hint', {
            min: LISTENING_PORT_MIN,
            max: LISTENING_PORT_MAX,
          })}
        />
        <AllowedIpsField />
      </div>
      <ClusterChoices />
      <section aria-labelledby="manager-create-account" className="flex flex-col gap-3">
        <h3 id="manager-create-account" className="text-base font-semibold">
          {t('managers.create.account')}
        </h3>
        <AccountStep passwordLost={passwordLost} otherUsersNote={false} />
      </section>
    </div>
  );
}
