import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Wizard, type NavigationBlocker, type WizardStep } from '@quiver/ui';
import { isApiError } from '../../lib/api.ts';
import { useServices } from '../../lib/services.tsx';
import { routePaths } from '../../lib/brand.ts';
import { notify } from '../../lib/notify.ts';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { nameAvailableKey } from '../../data/instance/name-available-query.ts';
import { stockCheckOptions } from '../../data/instance/stock-check-query.ts';
import { useInstanceCreateMutation } from '../../data/instance/instance-create-mutation.ts';
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
import { createStepPaths, isCreatePath, stepAtPath, type CreateStepId } from './create-steps.ts';
import { readQuestionnaireAnswers, suggestedEdition } from './questionnaire-prefill.ts';
import { InstanceStep } from './instance-step.tsx';
import { SettingsStep } from './settings-step.tsx';
import { AccountStep } from './account-step.tsx';
import { AccountSummary, InstanceSummary, SettingsSummary } from './review-summaries.tsx';
import { ReviewFooter, type StockRefusal } from './review-footer.tsx';
import { PaymentMethodDialog } from './payment-method-dialog.tsx';
import { CapacityRequestDialog } from './capacity-request-dialog.tsx';
import { useWizardLabels } from './wizard-labels.ts';
import '../../i18n/areas/blaze-create/index.ts';

/** Refusals of a place that cannot take the instance now (spec section 8 stock messages). */
const stockReasons = new Set(['soldOut', 'occupied', 'cannotCreateNow']);

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

/** The step of the first field a refusal names, so the user is taken where the error is. */
function stepOfField(path: string): CreateStepId | undefined {
  const field = path.split('.')[0];
  return (['instance', 'settings', 'account'] as const).find((step) =>
    (stepFields[step] as string[]).includes(field ?? ''),
  );
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
  const navigate = useNavigate();
  const navigationType = useNavigationType();
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
      createResolver(async (name) => {
        const key = nameAvailableKey(name);
        // A check still in flight is waited for; a name never checked is left to the server.
        if (queryClient.getQueryState(key)?.fetchStatus === 'fetching')
          await queryClient.fetchQuery({ queryKey: key }).catch(() => undefined);
        const answer = queryClient.getQueryData<{ available: boolean }>(key);
        return answer?.available === false;
      }),
    [queryClient],
  );
  const form = useForm<CreateValues, unknown, CreateOutput>({
    defaultValues: start.defaults,
    resolver,
    mode: 'onTouched',
  });

  // The draft is what the user typed: applied over the defaults, so leaving still asks first.
  useLayoutEffect(() => {
    if (start.draft) form.reset(start.draft, { keepDefaultValues: true });
  }, [form, start.draft]);

  // Every change is kept in the draft, the password left out.
  const keeping = useRef(true);
  const passwordTyped = useRef(start.passwordLost);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!keeping.current) return;
          passwordTyped.current ||= values.rootPassword !== '';
          writeDraft(storage, {
            userId,
            values,
            cloneOf: start.cloneOf,
            passwordTyped: passwordTyped.current,
          });
        },
      }),
    [form, storage, userId, start.cloneOf],
  );

  const discardDraft = () => {
    keeping.current = false;
    clearDraft(storage);
  };

  // A step reached by address (a bookmark, a reload, the forward button) with an earlier step
  // unfinished sends the user to that step.
  useEffect(() => {
    const invalid = firstInvalidStepBefore(form.getValues(), step);
    if (invalid) void navigate(createStepPaths[invalid], { replace: true });
  }, [form, navigate, step]);

  // The browser's back and forward buttons change the step: focus its heading, as Next does. A
  // step shown for a refused field focuses that field instead.
  const firstStep = useRef(true);
  const refusedField = useRef<keyof CreateValues | null>(null);
  useEffect(() => {
    const field = refusedField.current;
    refusedField.current = null;
    if (field !== null) form.setFocus(field);
    else if (!firstStep.current && navigationType === 'POP')
      document.querySelector<HTMLElement>('[data-slot="wizard-step"] h2')?.focus();
    firstStep.current = false;
  }, [form, step, navigationType]);

  // Leaving the wizard (not moving between its steps) with unsaved values asks first.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ nextLocation }) => !leaving.current && !isCreatePath(nextLocation.pathname),
  );
  const navigationBlocker: NavigationBlocker = {
    state: blocker.state,
    proceed: () => {
      discardDraft();
      blocker.proceed?.();
    },
    reset: () => blocker.reset?.(),
  };

  const showRefusal = (error: unknown) => {
    showRefusalInForm(form, error);
    const first = isApiError(error) ? Object.keys(error.fields ?? {})[0] : undefined;
    const target = first === undefined ? undefined : stepOfField(first);
    if (target && target !== step) {
      refusedField.current = first as keyof CreateValues;
      void navigate(createStepPaths[target]);
    }
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
      discardDraft();
      leaving.current = true;
      notify.success(t('blaze-create.created', { name: created.name }));
      void navigate(`${routePaths.blazeDetail}?id=${encodeURIComponent(created.id)}`);
    } catch (error) {
      if (isApiError(error) && error.reason === 'startNoPayment') setPaying(true);
      else if (isApiError(error) && error.reason !== undefined && stockReasons.has(error.reason))
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
      content: <InstanceStep prefilledFrom={start.prefilledFrom} />,
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
        onStepChange={(id) => void navigate(createStepPaths[id as CreateStepId])}
        onSubmit={submit}
        onCancel={() => {
          discardDraft();
          leaving.current = true;
          void navigate(routePaths.instanceManagement);
        }}
        translate={labels.translate}
        labels={labels.wizard}
        navigationBlocker={navigationBlocker}
        reviewFooter={
          <ReviewFooter refusal={stockRefusal} onRequestCapacity={() => setRequesting(true)} />
        }
      />
      <PaymentMethodDialog
        open={paying}
        onOpenChange={setPaying}
        onSaved={(method) => {
          setPaying(false);
          notify.success(t('blaze-create.payment.saved', { last4: method.last4 }));
          // Start again, now with a payment method on file.
          void form.handleSubmit(submit)();
        }}
      />
      {stockRefusal ? (
        <CapacityRequestDialog
          open={requesting}
          onOpenChange={setRequesting}
          place={stockRefusal}
        />
      ) : null}
    </>
  );
}
