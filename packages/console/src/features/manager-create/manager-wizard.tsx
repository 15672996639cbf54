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
import { useManagerCreateMutation } from '../../data/managers/manager-create-mutation.ts';
import { PaymentMethodDialog } from '../blaze-create/payment-method-dialog.tsx';
import { CapacityRequestDialog } from '../blaze-create/capacity-request-dialog.tsx';
import { ReviewFooter, type StockRefusal } from '../blaze-create/review-footer.tsx';
import { useWizardLabels } from '../blaze-create/wizard-labels.ts';
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
import {
  isManagerCreatePath,
  managerStepAt,
  managerStepPaths,
  type ManagerStepId,
} from './manager-steps.ts';
import { ManagerPlacementStep } from './manager-placement-step.tsx';
import { ManagerSettingsStep } from './manager-settings-step.tsx';
import { ManagerPrice, PlacementSummary, SettingsSummary } from './manager-review.tsx';
import '../../i18n/areas/blaze-create/index.ts';
import '../../i18n/areas/managers/index.ts';

/** Refusals of a place that cannot take the Manager now (spec section 8 stock messages). */
const stockReasons = new Set(['soldOut', 'occupied', 'cannotCreateNow']);

/** The step holding the first field a refusal names, so the user is taken where the error is. */
function stepOfField(path: string): ManagerStepId | undefined {
  const field = path.split('.')[0] ?? '';
  return (['instance', 'settings'] as const).find((step) =>
    (managerStepFields[step] as string[]).includes(field),
  );
}

/**
 * The Manager create wizard: one form over its steps, the draft kept in this tab's sessionStorage
 * (never the password), the address deciding the step, and the create flow at the end (stock
 * check, create, the payment method when the server asks for one, a capacity request when sold out).
 */
export function ManagerWizard({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const { storage, api } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
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
      managerResolver(async (name) => {
        const key = nameAvailableKey(name);
        if (queryClient.getQueryState(key)?.fetchStatus === 'fetching')
          await queryClient.fetchQuery({ queryKey: key }).catch(() => undefined);
        return queryClient.getQueryData<{ available: boolean }>(key)?.available === false;
      }),
    [queryClient],
  );
  const form = useForm<ManagerValues, unknown, ManagerOutput>({
    defaultValues: pristineManagerValues(),
    resolver,
    mode: 'onTouched',
  });

  // The draft is what the user typed: applied over the defaults, so leaving still asks first.
  useLayoutEffect(() => {
    if (start)
      form.reset({ ...pristineManagerValues(), ...start.values }, { keepDefaultValues: true });
  }, [form, start]);

  // Every change is kept in the draft, the password left out.
  const keeping = useRef(true);
  const passwordTyped = useRef(start?.passwordTyped ?? false);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!keeping.current) return;
          passwordTyped.current ||= values.rootPassword !== '';
          writeManagerDraft(storage, { userId, values, passwordTyped: passwordTyped.current });
        },
      }),
    [form, storage, userId],
  );
  const discardDraft = () => {
    keeping.current = false;
    clearManagerDraft(storage);
  };

  // A step reached by address with an earlier step unfinished sends the user to that step.
  useEffect(() => {
    const invalid = firstInvalidManagerStepBefore(form.getValues(), step);
    if (invalid) void navigate(managerStepPaths[invalid], { replace: true });
  }, [form, navigate, step]);

  // Back and forward change the step: focus its heading, as Next does (a refused field instead).
  const firstStep = useRef(true);
  const refusedField = useRef<keyof ManagerValues | null>(null);
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
    ({ nextLocation }) => !leaving.current && !isManagerCreatePath(nextLocation.pathname),
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
      refusedField.current = (first?.split('.')[0] ?? null) as keyof ManagerValues | null;
      void navigate(managerStepPaths[target]);
    }
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
      discardDraft();
      leaving.current = true;
      notify.success(t('managers.create.created', { name: created.name }));
      void navigate(instancePaths.configure('MANAGER', created.id));
    } catch (error) {
      if (isApiError(error) && error.reason === 'startNoPayment') setPaying(true);
      else if (isApiError(error) && error.reason !== undefined && stockReasons.has(error.reason))
        setStockRefusal(refusal(error.message));
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
        onStepChange={(id) => void navigate(managerStepPaths[id as ManagerStepId])}
        onSubmit={submit}
        onCancel={() => {
          discardDraft();
          leaving.current = true;
          void navigate(routePaths.instanceManagement);
        }}
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
        navigationBlocker={navigationBlocker}
        reviewFooter={
          <ReviewFooter
            refusal={stockRefusal}
            onRequestCapacity={() => setRequesting(true)}
            price={<ManagerPrice />}
            edition="manager-standard"
          />
        }
      />
      <PaymentMethodDialog
        open={paying}
        onOpenChange={setPaying}
        onSaved={(method) => {
          setPaying(false);
          notify.success(t('blaze-create.payment.saved', { last4: method.last4 }));
          // Create again, now with a payment method on file.
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
