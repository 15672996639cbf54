import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Wizard, allowedIpRowsToEntries, type WizardStep } from '@quiver/ui';
import { ApiError, isApiError } from '../../lib/api.ts';
import { useServices } from '../../lib/services.tsx';
import { notify } from '../../lib/notify.ts';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { useTranslation } from '../../i18n/react.tsx';
import {
  batchesCheckKey,
  batchesCheckOptions,
  type BatchesCheck,
} from '../../data/clusters/cluster-batches-check-query.ts';
import {
  freeSlotCheckOptions,
  type FreeSlotCheck,
} from '../../data/clusters/free-slot-check-query.ts';
import { useFreeClusterCreateMutation } from '../../data/clusters/cluster-create-free-mutation.ts';
import { useStandardClusterCreateMutation } from '../../data/clusters/cluster-create-standard-mutation.ts';
import { clusterKeys } from '../../data/clusters/keys.ts';
import { useWizardLabels } from '../blaze-create/wizard-labels.ts';
import { useWizardSteps } from '../create-shared/use-wizard-steps.ts';
import {
  CreateDialogs,
  isPaymentMissing,
  isStockRefusal,
  settledQueryData,
} from '../create-shared/create-flow.tsx';
import { clusterPaths } from '../cluster-shared/cluster-paths.ts';
import {
  clusterMessageKey,
  clusterResolver,
  clusterStepFields,
  firstInvalidStepBefore,
  layoutLines,
  layoutRoles,
  pristineClusterValues,
  roleOf,
  type ClusterOutput,
  type ClusterValues,
} from './cluster-form.ts';
import { clearClusterDraft, readClusterDraft, writeClusterDraft } from './cluster-draft.ts';
import {
  clusterStepAt,
  clusterStepPaths,
  isClusterWizardPath,
  type ClusterWizardStep,
} from './cluster-steps.ts';
import { ClusterStep } from './cluster-step.tsx';
import { batchesParams } from './layout-fields.tsx';
import { ClusterSummary, SettingsSummary } from './review-summaries.tsx';
import { ReviewFooter, type CreateRefusal } from './review-footer.tsx';
import { SettingsStep } from './settings-step.tsx';
import '../../i18n/areas/clusters/index.ts';

interface StartingPoint {
  draft: ClusterValues | undefined;
  /** A password had been typed before the reload that lost it. */
  passwordLost: boolean;
}

function startingPoint(
  storage: ReturnType<typeof useServices>['storage'],
  userId: string | null,
): StartingPoint {
  const draft = readClusterDraft(storage, userId);
  return draft
    ? { draft: { ...pristineClusterValues(), ...draft.values }, passwordLost: draft.passwordTyped }
    : { draft: undefined, passwordLost: false };
}

/** The role of a server line the create call refused (`servers.1.sizeId`), by its place. */
function layoutPathOf(path: string, values: ClusterValues): string {
  const match = /^servers\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return path;
  const line = layoutLines(values.layout)[Number(match[1])];
  const role = layoutRoles.find((candidate) => roleOf[candidate] === line?.role);
  return role === undefined ? 'layout' : `layout.${role}.${match[2]}`;
}

/**
 * The Powerhouse create wizard: one form over its steps, its draft kept in this tab's
 * sessionStorage (never the password), the address deciding the step, and the create flow at the
 * end (the free check or the layout's stock first, then create; the payment method when the server
 * asks for one; a capacity request when sold out).
 */
export function ClusterWizard({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const { storage, api } = useServices();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const step: ClusterWizardStep = clusterStepAt(pathname, search) ?? 'cluster';
  const labels = useWizardLabels({
    area: 'clusters.',
    labels: {
      unsavedChanges: {
        title: t('clusters.create.unsaved-title'),
        description: t('clusters.create.unsaved-body'),
        discard: t('blaze-create.unsaved.discard'),
        keepEditing: t('blaze-create.unsaved.keep'),
      },
    },
  });
  const createFree = useFreeClusterCreateMutation();
  const createStandard = useStandardClusterCreateMutation();
  const [start] = useState(() => startingPoint(storage, userId));
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<CreateRefusal | null>(null);
  const [requesting, setRequesting] = useState(false);

  const resolver = useMemo(
    () =>
      clusterResolver({
        isNameTaken: async (name) =>
          (
            await settledQueryData<{ available: boolean }>(
              queryClient,
              clusterKeys.nameAvailable(name),
            )
          )?.available === false,
        isFreeRefused: async () =>
          queryClient.getQueryData<FreeSlotCheck>(clusterKeys.freeCheck())?.allowed === false,
        soldOutRoles: async (values) => {
          const params = batchesParams(values);
          if (params === undefined) return [];
          const answer = await settledQueryData<BatchesCheck>(queryClient, batchesCheckKey(params));
          return layoutRoles.filter((role) =>
            answer?.items.some((item) => item.role === roleOf[role] && !item.available),
          );
        },
      }),
    [queryClient],
  );
  const form = useForm<ClusterValues, unknown, ClusterOutput>({
    defaultValues: pristineClusterValues(),
    resolver,
    mode: 'onTouched',
  });

  const keeper = useMemo(
    () => ({
      write: (values: ClusterValues, passwordTyped: boolean) =>
        writeClusterDraft(storage, { userId, values, passwordTyped }),
      clear: () => clearClusterDraft(storage),
    }),
    [storage, userId],
  );
  const wizard = useWizardSteps({
    form,
    step,
    stepPaths: clusterStepPaths,
    isWizardPath: isClusterWizardPath,
    firstInvalidStepBefore,
    stepFields: clusterStepFields,
    draft: start.draft,
    passwordLost: start.passwordLost,
    keeper,
  });

  /** A refusal in place: a field's (remapped from the call's server lines), or the form's. */
  const showRefusal = (error: unknown) => {
    const values = form.getValues();
    const fields =
      isApiError(error) && error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([path, key]) => [layoutPathOf(path, values), key]),
          )
        : undefined;
    const remapped =
      isApiError(error) && fields
        ? new ApiError(
            error.code,
            error.message,
            error.traceId,
            error.serverCode,
            fields,
            error.reason,
          )
        : error;
    showRefusalInForm(form, remapped);
    wizard.showRefusedStep(fields ? Object.keys(fields) : []);
  };

  const created = (cluster: { id: string; name: string }) => {
    notify.success(t('clusters.create.created', { name: cluster.name }), { about: cluster.id });
    wizard.leave(clusterPaths.detail(cluster.id));
  };

  const submit = async (output: ClusterOutput) => {
    setRefusal(null);
    const typed = form.getValues();
    const allowedIps = allowedIpRowsToEntries(typed.allowedIps);
    const lines = layoutLines(typed.layout);
    try {
      if (output.type === 'free') {
        const check = await queryClient.fetchQuery({
          ...freeSlotCheckOptions(api),
          staleTime: 0,
        });
        if (!check.allowed) {
          setRefusal({ message: check.message ?? t('clusters.create.error.free-refused') });
          return;
        }
        created(
          await createFree.mutateAsync({
            name: output.name,
            rootPassword: output.rootPassword,
            allowedIps,
          }),
        );
        return;
      }
      const place = { vendor: output.vendor, region: output.region };
      const stock = await queryClient.fetchQuery({
        ...batchesCheckOptions(api, { ...place, servers: lines }),
        staleTime: 0,
      });
      const soldOut = stock.items.find((item) => !item.available);
      if (soldOut) {
        setRefusal({
          message: soldOut.message ?? '',
          capacity: { ...place, sizeId: soldOut.sizeId },
        });
        return;
      }
      created(
        await createStandard.mutateAsync({
          name: output.name,
          ...place,
          version: output.version,
          port: output.port,
          allowedIps,
          memoryThreshold: output.memoryThreshold,
          logLevel: output.logLevel,
          nodeIdCache: output.nodeIdCache,
          rootPassword: output.rootPassword,
          servers: lines,
        }),
      );
    } catch (error) {
      if (isPaymentMissing(error)) setPaying(true);
      else if (isStockRefusal(error))
        setRefusal({
          message: error.message,
          ...(output.type === 'standard' && lines[0]
            ? {
                capacity: { vendor: output.vendor, region: output.region, sizeId: lines[0].sizeId },
              }
            : {}),
        });
      else showRefusal(error);
    }
  };

  const steps: WizardStep<ClusterValues>[] = [
    {
      id: 'cluster',
      title: t('clusters.create.step.cluster'),
      description: t('clusters.create.step.cluster-description'),
      fields: clusterStepFields.cluster,
      content: <ClusterStep />,
      summary: (values) => <ClusterSummary values={values} />,
    },
    {
      id: 'settings',
      title: t('clusters.create.step.settings'),
      description: t('clusters.create.step.settings-description'),
      fields: clusterStepFields.settings,
      content: <SettingsStep passwordLost={start.passwordLost} />,
      summary: (values) => <SettingsSummary values={values} />,
    },
  ];

  return (
    <>
      <Wizard
        form={form}
        steps={steps}
        step={step}
        onStepChange={wizard.goTo}
        onSubmit={submit}
        onCancel={() => wizard.leave(clusterPaths.list())}
        translate={(key) => labels.translate(clusterMessageKey(key))}
        labels={labels.wizard}
        navigationBlocker={wizard.navigationBlocker}
        reviewFooter={
          <ReviewFooter refusal={refusal} onRequestCapacity={() => setRequesting(true)} />
        }
      />
      <CreateDialogs
        paying={paying}
        onPayingChange={setPaying}
        onPaid={() => void form.handleSubmit(submit)()}
        capacity={
          refusal?.capacity ? { edition: 'powerhouse-standard', ...refusal.capacity } : undefined
        }
        requesting={requesting}
        onRequestingChange={setRequesting}
      />
    </>
  );
}
