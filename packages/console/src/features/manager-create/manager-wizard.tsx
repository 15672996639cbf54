import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Wizard, type WizardStep } from '@quiver/ui';
import { isApiError } from '../../lib/api.ts';
import { useServices } from '../../lib/services.tsx';
import { routePaths } from '../../lib/brand.ts';
import { notify } from '../../lib/notify.ts';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { nameAvailableKey } from '../../data/instance/name-available-query.ts';
import { stockCheckOptions } from '../../data/instance/stock-check-query.ts';
import { useManagerCreateMutation } from '../../data/managers/manager-create-mutation.ts';
import { ReviewFooter, type StockRefusal } from '../blaze-create/review-footer.tsx';
import { useWizardLabels } from '../blaze-create/wizard-labels.ts';
import { useWizardSteps } from '../create-shared/use-wizard-steps.ts';
import {
  CreateDialogs,
  isPaymentMissing,
  isStockRefusal,
  settledQueryData,
} from '../create-shared/create-flow.tsx';
import { instancePaths } from '../instances/instance-paths.ts';
import {
  firstInvalidManagerStepBefore,
  managerResolver,
  managerStepFields,
  pristineManagerValues,
  toManagerCreateRequest,
  type ManagerOutput,
  type ManagerValues,
} from './manager-form.ts';
import { clearManagerDraft, readManagerDraft, writeManagerDraft } from './manager-draft.ts';
import { isManagerCreatePath, managerStepAt, managerStepPaths } from './manager-steps.ts';
import { ManagerPlacementStep } from './manager-placement-step.tsx';
import { ManagerSettingsStep } from './manager-settings-step.tsx';
import { ManagerPrice, PlacementSummary, SettingsSummary } from './manager-review.tsx';
import '../../i18n/areas/blaze-create/index.ts';
import '../../i18n/areas/managers/index.ts';

/**
 * The Manager create wizard: one form over its steps, the draft kept in this tab's sessionStorage
 * (never the password), the address deciding the step, and the create flow at the end (stock
 * check, create, the payment method when the server asks for one, a capacity request when sold out).
 */
export function ManagerWizard({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const { storage, api } = useServices();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const step = managerStepAt(pathname, search) ?? 'instance';
  const labels = useWizardLabels();
  const create = useManagerCreateMutation();
  const [start] = useState(() => readManagerDraft(storage, userId));
  const [paying, setPaying] = useState(false);
  const [stockRefusal, setStockRefusal] = useState<StockRefusal | null>(null);
  const [requesting, setRequesting] = useState(false);

  const resolver = useMemo(
    () =>
      managerResolver(
        async (name) =>
          (await settledQueryData<{ available: boolean }>(queryClient, nameAvailableKey(name)))
            ?.available === false,
      ),
    [queryClient],
  );
  const form = useForm<ManagerValues, unknown, ManagerOutput>({
    defaultValues: pristineManagerValues(),
    resolver,
    mode: 'onTouched',
  });
  const keeper = useMemo(
    () => ({
      write: (values: ManagerValues, passwordTyped: boolean) =>
        writeManagerDraft(storage, { userId, values, passwordTyped }),
      clear: () => clearManagerDraft(storage),
    }),
    [storage, userId],
  );
  const draft = useMemo(
    () => (start ? { ...pristineManagerValues(), ...start.values } : undefined),
    [start],
  );
  const wizard = useWizardSteps({
    form,
    step,
    stepPaths: managerStepPaths,
    isWizardPath: isManagerCreatePath,
    firstInvalidStepBefore: firstInvalidManagerStepBefore,
    stepFields: managerStepFields,
    draft,
    passwordLost: start?.passwordTyped ?? false,
    keeper,
    focusOf: (path) => path.split('.')[0] ?? path,
  });

  const showRefusal = (error: unknown) => {
    showRefusalInForm(form, error);
    wizard.showRefusedStep(isApiError(error) ? Object.keys(error.fields ?? {}) : []);
  };

  const submit = async (output: ManagerOutput) => {
    setStockRefusal(null);
    const request = toManagerCreateRequest(output, form.getValues());
    const place = { vendor: request.vendor, region: request.region, sizeId: request.sizeId };
    const refusal = (message: string): StockRefusal => ({
      ...place,
      edition: 'manager-standard',
      message,
    });
    try {
      const stock = await queryClient.fetchQuery(stockCheckOptions(api, place));
      if (!stock.available) {
        setStockRefusal(refusal(stock.message));
        return;
      }
      const created = await create.mutateAsync(request);
      notify.success(t('managers.create.created', { name: created.name }), { about: created.id });
      wizard.leave(instancePaths.configure('MANAGER', created.id));
    } catch (error) {
      if (isPaymentMissing(error)) setPaying(true);
      else if (isStockRefusal(error)) setStockRefusal(refusal(error.message));
      else showRefusal(error);
    }
  };

  const steps: WizardStep<ManagerValues>[] = [
    {
      id: 'instance',
      title: t('managers.create.step.instance'),
      description: t('managers.create.step.instance-description'),
      fields: managerStepFields.instance,
      content: <ManagerPlacementStep />,
      summary: (values) => <PlacementSummary values={values} />,
    },
    {
      id: 'settings',
      title: t('managers.create.step.settings'),
      description: t('managers.create.step.settings-description'),
      fields: managerStepFields.settings,
      content: <ManagerSettingsStep passwordLost={start?.passwordTyped ?? false} />,
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
        onCancel={() => wizard.leave(routePaths.instanceManagement)}
        translate={labels.translate}
        labels={{
          ...labels.wizard,
          submit: t('managers.create.submit'),
          submitting: t('managers.create.submitting'),
          unsavedChanges: {
            title: t('managers.create.unsaved-title'),
            description: t('blaze-create.unsaved.description'),
            discard: t('blaze-create.unsaved.discard'),
            keepEditing: t('blaze-create.unsaved.keep'),
          },
        }}
        navigationBlocker={wizard.navigationBlocker}
        reviewFooter={
          <ReviewFooter
            refusal={stockRefusal}
            onRequestCapacity={() => setRequesting(true)}
            price={<ManagerPrice />}
            edition="manager-standard"
          />
        }
      />
      <CreateDialogs
        paying={paying}
        onPayingChange={setPaying}
        onPaid={() => void form.handleSubmit(submit)()}
        capacity={stockRefusal ?? undefined}
        requesting={requesting}
        onRequestingChange={setRequesting}
      />
    </>
  );
}
