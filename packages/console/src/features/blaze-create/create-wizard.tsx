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
import { useInstanceCreateMutation } from '../../data/instance/instance-create-mutation.ts';
import { clusterKeys } from '../../data/clusters/keys.ts';
import type { FreeSlotCheck } from '../../data/clusters/free-slot-check-query.ts';
import {
  createResolver,
  firstInvalidStepBefore,
  pristineValues,
  stepFields,
  type CreateOutput,
  type CreateValues,
} from './create-form.ts';
import { clearDraft, readDraft, writeDraft } from './create-draft.ts';
import { toCreateRequest } from './create-request.ts';
import { createStepPaths, isCreatePath, stepAtPath } from './create-steps.ts';
import { readQuestionnaireAnswers, suggestedEdition } from './questionnaire-prefill.ts';
import { InstanceStep } from './instance-step.tsx';
import { SettingsStep } from './settings-step.tsx';
import { AccountStep } from './account-step.tsx';
import { AccountSummary, InstanceSummary, SettingsSummary } from './review-summaries.tsx';
import { ReviewFooter, type StockRefusal } from './review-footer.tsx';
import { useWizardLabels } from './wizard-labels.ts';
import { useWizardSteps } from '../create-shared/use-wizard-steps.ts';
import {
  CreateDialogs,
  isPaymentMissing,
  isStockRefusal,
  settledQueryData,
} from '../create-shared/create-flow.tsx';
import '../../i18n/areas/blaze-create/index.ts';

interface StartingPoint {
  /** Values the user typed before (this tab's draft), applied over the defaults. */
  draft: CreateValues | undefined;
  /** The defaults: the contract's, with the questionnaire's edition when it suggests one. */
  defaults: CreateValues;
  prefilledFrom: 'questionnaire' | 'clone' | undefined;
  cloneOf: string | undefined;
  /** A password had been typed before the reload that lost it. */
  passwordLost: boolean;
}

function startingPoint(
  storage: ReturnType<typeof useServices>['storage'],
  userId: string | null,
): StartingPoint {
  const draft = readDraft(storage, userId);
  if (draft)
    return {
      draft: { ...pristineValues(), ...draft.values },
      defaults: pristineValues(),
      prefilledFrom: draft.cloneOf === undefined ? undefined : 'clone',
      cloneOf: draft.cloneOf,
      passwordLost: draft.passwordTyped,
    };
  const answers = readQuestionnaireAnswers(storage, userId);
  const edition = answers ? suggestedEdition(answers) : undefined;
  return {
    draft: undefined,
    defaults: { ...pristineValues(), ...(edition ? { edition } : {}) },
    prefilledFrom: edition ? 'questionnaire' : undefined,
    cloneOf: undefined,
    passwordLost: false,
  };
}

/**
 * The wizard itself: one form over the steps, its draft kept in this tab's sessionStorage (never
 * the password), the address deciding the step, and the create flow at the end (stock check,
 * create, the payment method when the server asks for one, the capacity request when sold out).
 */
export function CreateWizard({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const { storage, api } = useServices();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const step = stepAtPath(pathname) ?? 'instance';
  const labels = useWizardLabels();
  const create = useInstanceCreateMutation();
  const [start] = useState(() => startingPoint(storage, userId));
  const [paying, setPaying] = useState(false);
  const [stockRefusal, setStockRefusal] = useState<StockRefusal | null>(null);
  const [requesting, setRequesting] = useState(false);

  const resolver = useMemo(
    () =>
      createResolver({
        isNameTaken: async (name) =>
          (await settledQueryData<{ available: boolean }>(queryClient, nameAvailableKey(name)))
            ?.available === false,
        freeRefusal: async () => {
          const check = queryClient.getQueryData<FreeSlotCheck>(clusterKeys.freeCheck());
          if (check?.allowed !== false) return null;
          return check.message ?? 'blaze-create.instance.free-refused';
        },
      }),
    [queryClient],
  );
  const form = useForm<CreateValues, unknown, CreateOutput>({
    defaultValues: start.defaults,
    resolver,
    mode: 'onTouched',
  });
  const keeper = useMemo(
    () => ({
      write: (values: CreateValues, passwordTyped: boolean) =>
        writeDraft(storage, { userId, values, cloneOf: start.cloneOf, passwordTyped }),
      clear: () => clearDraft(storage),
    }),
    [storage, userId, start.cloneOf],
  );
  const wizard = useWizardSteps({
    form,
    step,
    stepPaths: createStepPaths,
    isWizardPath: isCreatePath,
    firstInvalidStepBefore,
    stepFields,
    draft: start.draft,
    passwordLost: start.passwordLost,
    keeper,
  });

  const showRefusal = (error: unknown) => {
    showRefusalInForm(form, error);
    wizard.showRefusedStep(isApiError(error) ? Object.keys(error.fields ?? {}) : []);
  };

  const submit = async (output: CreateOutput) => {
    setStockRefusal(null);
    const request = toCreateRequest(output, form.getValues(), start.cloneOf);
    const place = { vendor: request.vendor, region: request.region, sizeId: request.sizeId };
    try {
      const stock = await queryClient.fetchQuery(stockCheckOptions(api, place));
      if (!stock.available) {
        setStockRefusal({ ...place, edition: request.edition, message: stock.message });
        return;
      }
      const created = await create.mutateAsync(request);
      notify.success(t('blaze-create.created', { name: created.name }), { about: created.id });
      wizard.leave(`${routePaths.blazeDetail}?id=${encodeURIComponent(created.id)}`);
    } catch (error) {
      if (isPaymentMissing(error)) setPaying(true);
      else if (isStockRefusal(error))
        setStockRefusal({ ...place, edition: request.edition, message: error.message });
      else showRefusal(error);
    }
  };

  const steps: WizardStep<CreateValues>[] = [
    {
      id: 'instance',
      title: t('blaze-create.step.instance'),
      description: t('blaze-create.step.instance-description'),
      fields: stepFields.instance,
      content: (
        <InstanceStep
          prefilledFrom={start.prefilledFrom}
          suggestedEdition={
            start.prefilledFrom === 'questionnaire' ? start.defaults.edition : undefined
          }
        />
      ),
      summary: (values) => <InstanceSummary values={values} />,
    },
    {
      id: 'settings',
      title: t('blaze-create.step.settings'),
      description: t('blaze-create.step.settings-description'),
      fields: stepFields.settings,
      content: <SettingsStep />,
      summary: (values) => <SettingsSummary values={values} />,
    },
    {
      id: 'account',
      title: t('blaze-create.step.account'),
      description: t('blaze-create.step.account-description'),
      fields: stepFields.account,
      content: <AccountStep passwordLost={start.passwordLost} />,
      summary: () => <AccountSummary />,
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
        labels={labels.wizard}
        navigationBlocker={wizard.navigationBlocker}
        reviewFooter={
          <ReviewFooter refusal={stockRefusal} onRequestCapacity={() => setRequesting(true)} />
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
