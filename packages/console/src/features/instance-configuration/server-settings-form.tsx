import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { canPerform } from '@quiver/contract';
import { logLevelNumber, logLevels, memoryThreshold, nodeIdCache } from '@quiver/validation';
import { Button, Form, FormError, NumberField, SelectField } from '@quiver/ui';
import { useInstanceUpdateServerMutation } from '../../data/instance/instance-update-server-mutation.ts';
import { useClusterUpdateConfigMutation } from '../../data/clusters/cluster-update-config-mutation.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { notify } from '../../lib/notify.ts';
import { ConfigSection } from './config-section.tsx';
import type { Configurable, ConfigurableKind } from './configurable.ts';
import '../../i18n/areas/instance-config/index.ts';
import '../../i18n/areas/clusters/index.ts';

const serverForm = z.object({ memoryThreshold, logLevel: logLevelNumber, nodeIdCache });
type ServerValues = z.input<typeof serverForm>;
type ServerOutput = z.output<typeof serverForm>;

const settingsOf = (instance: Configurable): ServerValues => ({
  memoryThreshold: String(instance.memoryThreshold),
  logLevel: String(instance.logLevel),
  nodeIdCache: String(instance.nodeIdCache),
});

/**
 * Memory threshold, log level and node ID cache (`/instance/update/server`, or for every server of
 * a cluster `/cluster/update/config`), each by the rule the server applies, sending only the
 * settings that changed.
 */
export function ServerSettingsForm({
  instance,
  of = 'instance',
}: {
  instance: Configurable;
  of?: ConfigurableKind;
}) {
  const { t } = useTranslation();
  const updateInstance = useInstanceUpdateServerMutation();
  const updateCluster = useClusterUpdateConfigMutation();
  const decision = canPerform(instance, 'configure');
  const form = useForm<ServerValues, unknown, ServerOutput>({
    resolver: zodResolver(serverForm),
    values: settingsOf(instance),
    resetOptions: { keepDirtyValues: true },
  });
  const levelOptions = logLevels.map((name, index) => ({
    value: String(index + 1),
    label: t('instance-config.server.log-level-option', { level: index + 1, name }),
  }));

  return (
    <ConfigSection
      title={t('instance-config.server.title')}
      description={
        of === 'cluster' ? t('clusters.config.server-help') : t('instance-config.server.help')
      }
      decision={decision}
    >
      <Form
        form={form}
        translate={translateFieldMessage}
        className="flex flex-col gap-4"
        onSubmit={submitShowingRefusal(form, async (values: ServerOutput) => {
          const changes = Object.fromEntries(
            (['memoryThreshold', 'logLevel', 'nodeIdCache'] as const)
              .filter((key) => values[key] !== instance[key])
              .map((key) => [key, values[key]]),
          );
          if (Object.keys(changes).length === 0) {
            form.setError('root.server', {
              type: 'server',
              message: t('instance-config.unchanged'),
            });
            return;
          }
          if (of === 'cluster')
            await updateCluster.mutateAsync({ clusterId: instance.id, ...changes });
          else await updateInstance.mutateAsync({ instanceId: instance.id, ...changes });
          form.reset(form.getValues());
          notify.success(t('instance-config.server.saved'));
        })}
      >
        <fieldset disabled={!decision.allowed} className="grid gap-4 sm:grid-cols-3 sm:items-start">
          <NumberField
            control={form.control}
            name="memoryThreshold"
            label={t('instance-config.server.memory-threshold')}
            hint={t('instance-config.server.memory-threshold-hint')}
          />
          <SelectField
            control={form.control}
            name="logLevel"
            label={t('instance-config.server.log-level')}
            hint={t('instance-config.server.log-level-hint')}
            options={levelOptions}
          />
          <NumberField
            control={form.control}
            name="nodeIdCache"
            label={t('instance-config.server.node-id-cache')}
            hint={t('instance-config.server.node-id-cache-hint')}
          />
          <FormError name="root.server" role="alert" className="sm:col-span-3" />
          <div className="sm:col-span-3">
            <Button
              type="submit"
              disabled={!form.formState.isDirty}
              loading={form.formState.isSubmitting}
            >
              {t('instance-config.server.save')}
            </Button>
          </div>
        </fieldset>
      </Form>
    </ConfigSection>
  );
}
