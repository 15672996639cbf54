import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { canPerform } from '@quiver/contract';
import { instanceName } from '@quiver/validation';
import { Button, Form, FormError, TextField } from '@quiver/ui';
import { useInstanceUpdateInfoMutation } from '../../data/instance/instance-update-info-mutation.ts';
import { useClusterUpdateInfoMutation } from '../../data/clusters/cluster-update-info-mutation.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { notify } from '../../lib/notify.ts';
import { ConfigSection } from './config-section.tsx';
import type { Configurable, ConfigurableKind } from './configurable.ts';
import '../../i18n/areas/instance-config/index.ts';
import { clusterMessageKey } from '../cluster-create/cluster-form.ts';
import '../../i18n/areas/clusters/index.ts';

const nameForm = z.object({ name: instanceName });
type NameValues = z.input<typeof nameForm>;

/**
 * The instance's name (`/instance/update/info`, or a cluster's `/cluster/update/info`): takes
 * effect at once, in any state but Cancelled.
 */
export function NameForm({
  instance,
  of = 'instance',
}: {
  instance: Configurable;
  of?: ConfigurableKind;
}) {
  const { t } = useTranslation();
  const renameInstance = useInstanceUpdateInfoMutation();
  const renameCluster = useClusterUpdateInfoMutation();
  const rename = (name: string) =>
    of === 'cluster'
      ? renameCluster.mutateAsync({ clusterId: instance.id, name })
      : renameInstance.mutateAsync({ instanceId: instance.id, name });
  // A rename has no lifecycle step of its own: only a cancelled instance refuses it.
  const decision =
    instance.status === 'TERMINATED'
      ? canPerform(instance, 'configure')
      : { allowed: true as const };
  // The name rule's messages say "instance" (@quiver/validation); a cluster's form says "cluster",
  // with its create wizard's texts (`clusterMessageKey`).
  const translate = (key: string) => {
    const clusterKey = of === 'cluster' ? clusterMessageKey(key) : key;
    return clusterKey === key
      ? translateFieldMessage(key)
      : t(clusterKey as 'clusters.create.error.name-required');
  };
  const form = useForm<NameValues>({
    resolver: zodResolver(nameForm),
    values: { name: instance.name },
    resetOptions: { keepDirtyValues: true },
  });
  return (
    <ConfigSection title={t('instance-config.name.title')} decision={decision}>
      <Form
        form={form}
        translate={translate}
        className="flex flex-col gap-3 sm:max-w-md"
        onSubmit={submitShowingRefusal(form, async ({ name }: NameValues) => {
          const renamed = await rename(name);
          form.reset({ name: renamed.name });
          notify.success(
            of === 'cluster' ? t('clusters.config.name-saved') : t('instance-config.name.saved'),
          );
        })}
      >
        <fieldset disabled={!decision.allowed} className="flex flex-col gap-3">
          <TextField
            control={form.control}
            name="name"
            label={of === 'cluster' ? t('clusters.create.name') : t('instance-config.name.label')}
            hint={
              of === 'cluster' ? t('clusters.config.name-hint') : t('instance-config.name.hint')
            }
            autoComplete="off"
          />
          <FormError name="root.server" role="alert" />
          <div>
            <Button
              type="submit"
              disabled={!form.formState.isDirty}
              loading={form.formState.isSubmitting}
            >
              {t('instance-config.name.save')}
            </Button>
          </div>
        </fieldset>
      </Form>
    </ConfigSection>
  );
}
