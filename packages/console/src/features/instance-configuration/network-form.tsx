import { useMemo, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { canPerform, isShared } from '@quiver/contract';
import { allowedIpList, listeningPort } from '@quiver/validation';
import {
  AllowedIpListEditor,
  allowedIpRowsToEntries,
  Button,
  Callout,
  Form,
  FormError,
  NumberField,
  type AllowedIpRow,
} from '@quiver/ui';
import { useInstanceUpdateNetworkMutation } from '../../data/instance/instance-update-network-mutation.ts';
import { useClusterUpdateNetworkMutation } from '../../data/clusters/cluster-update-network-mutation.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { notify } from '../../lib/notify.ts';
import { ConfigSection } from './config-section.tsx';
import type { Configurable, ConfigurableKind } from './configurable.ts';
import '../../i18n/areas/instance-config/index.ts';
import '../../i18n/areas/clusters/index.ts';

const networkForm = z.object({ port: listeningPort, allowedIps: allowedIpList });
type NetworkValues = z.input<typeof networkForm>;
type NetworkOutput = z.output<typeof networkForm>;

/** The list as the editor shows it: every row has a description, maybe blank. */
const toRows = (entries: NetworkValues['allowedIps']): AllowedIpRow[] =>
  entries.map(({ ip, description }) => ({ ip, description: description ?? '' }));

const sameEntries = (a: NetworkValues['allowedIps'], b: NetworkValues['allowedIps']) =>
  JSON.stringify(allowedIpRowsToEntries(toRows(a))) ===
  JSON.stringify(allowedIpRowsToEntries(toRows(b)));

/** The refused rows of the list (`allowedIps.2.ip`), keyed as the editor takes them (`2.ip`). */
function listRefusals(fields: Readonly<Record<string, string>> | undefined) {
  const rows: Record<string, string> = {};
  for (const [path, key] of Object.entries(fields ?? {}))
    if (path.startsWith('allowedIps.')) rows[path.slice('allowedIps.'.length)] = key;
  return rows;
}

/**
 * The listening port and the allowed inbound IPs (`/instance/update/network`, or a cluster's
 * `/cluster/update/network`), sending only what changed. A new port restarts a running instance
 * (every server of a cluster): the form says so before it is saved. A Shared instance's port, and
 * the free cluster's, is fixed (DECISIONS.md) and shown as such.
 */
export function NetworkForm({
  instance,
  of = 'instance',
}: {
  instance: Configurable;
  of?: ConfigurableKind;
}) {
  const { t } = useTranslation();
  const updateInstance = useInstanceUpdateNetworkMutation();
  const updateCluster = useClusterUpdateNetworkMutation();
  const cluster = of === 'cluster';
  const decision = canPerform(instance, 'configure');
  const portFixed = isShared(instance);
  const [ipRefusals, setIpRefusals] = useState<Record<string, string>>({});
  const form = useForm<NetworkValues, unknown, NetworkOutput>({
    resolver: zodResolver(networkForm),
    values: { port: String(instance.port), allowedIps: instance.allowedIps },
    resetOptions: { keepDirtyValues: true },
  });
  const {
    field: { value: rows, onChange: setRows },
  } = useController({ control: form.control, name: 'allowedIps' });
  const editorRows = useMemo(() => toRows(rows), [rows]);
  const port = useWatch({ control: form.control, name: 'port' });
  const restarts =
    !portFixed && instance.status === 'RUNNING' && String(port).trim() !== String(instance.port);

  const submit = async (values: NetworkOutput) => {
    setIpRefusals({});
    const changes = {
      ...(!portFixed && values.port !== instance.port ? { port: values.port } : {}),
      ...(sameEntries(rows, instance.allowedIps)
        ? {}
        : { allowedIps: allowedIpRowsToEntries(toRows(rows)) }),
    };
    if (Object.keys(changes).length === 0) {
      form.setError('root.server', { type: 'server', message: t('instance-config.unchanged') });
      return;
    }
    try {
      if (cluster) await updateCluster.mutateAsync({ clusterId: instance.id, ...changes });
      else await updateInstance.mutateAsync({ instanceId: instance.id, ...changes });
      form.reset(form.getValues());
      notify.success(
        changes.port === undefined
          ? t('instance-config.network.saved')
          : cluster
            ? t('clusters.config.saved-port')
            : t('instance-config.network.saved-port'),
      );
    } catch (error) {
      if (isApiError(error)) setIpRefusals(listRefusals(error.fields));
      showRefusalInForm(form, error);
    }
  };

  return (
    <ConfigSection
      title={t('instance-config.network.title')}
      description={t('instance-config.network.help')}
      decision={decision}
    >
      <Form
        form={form}
        translate={translateFieldMessage}
        className="flex flex-col gap-4"
        onSubmit={submit}
      >
        <fieldset disabled={!decision.allowed} className="flex flex-col gap-4">
          {portFixed ? (
            <p className="text-sm">
              <span className="font-medium">{t('instance-config.network.port')}: </span>
              {cluster
                ? t('clusters.create.port-fixed', { port: instance.port })
                : t('instance-config.network.port-fixed', { port: instance.port })}
            </p>
          ) : (
            <NumberField
              control={form.control}
              name="port"
              label={t('instance-config.network.port')}
              hint={t('instance-config.network.port-hint')}
              className="sm:max-w-xs"
            />
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">
              {t('instance-config.network.allowed-ips')}
            </legend>
            <p className="text-sm text-muted-fg">{t('instance-config.network.allowed-ips-hint')}</p>
            <AllowedIpListEditor
              value={editorRows}
              onValueChange={setRows}
              showAllErrors={form.formState.submitCount > 0}
              serverErrors={ipRefusals}
              translate={translateFieldMessage}
              disabled={!decision.allowed}
              ipLabel={t('instance-config.network.ip')}
              descriptionLabel={t('instance-config.network.ip-description')}
              ipFieldLabel={(n) => t('instance-config.network.ip-n', { n })}
              descriptionFieldLabel={(n) => t('instance-config.network.ip-description-n', { n })}
              removeLabel={(n) => t('instance-config.network.ip-remove-n', { n })}
              addLabel={t('instance-config.network.ip-add')}
              ipPlaceholder={t('instance-config.network.ip-placeholder')}
              descriptionPlaceholder={t('instance-config.network.ip-description-placeholder')}
              emptyText={t('instance-config.network.ip-empty')}
            />
          </fieldset>
          {restarts ? (
            <Callout
              tone="warning"
              toneLabel={t('instance-config.tone-warning')}
              title={
                cluster
                  ? t('clusters.config.restart-title')
                  : t('instance-config.network.restart-title')
              }
            >
              {cluster
                ? t('clusters.config.restart-body')
                : t('instance-config.network.restart-body')}
            </Callout>
          ) : null}
          <FormError name="root.server" role="alert" />
          <div>
            <Button
              type="submit"
              disabled={!form.formState.isDirty}
              loading={form.formState.isSubmitting}
            >
              {restarts
                ? t('instance-config.network.save-restart')
                : t('instance-config.network.save')}
            </Button>
          </div>
        </fieldset>
      </Form>
    </ConfigSection>
  );
}
