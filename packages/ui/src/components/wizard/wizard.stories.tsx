import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useForm, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  graphPassword,
  instanceName,
  listeningPort,
  memoryThreshold,
  validationMessages,
} from '@quiver/validation';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import { PasswordInput } from '../password-input/password-input.tsx';
import { FormControl, FormDescription, FormError, FormField, FormLabel } from '../form/form.tsx';
import { Wizard, type WizardProps } from './wizard.tsx';
import type { WizardStep } from './wizard-step.ts';
import type { NavigationBlocker } from './unsaved-changes.tsx';
import { useWizardStepPending } from './use-pending-step.ts';

const createSchema = z.object({
  name: instanceName,
  port: listeningPort,
  memoryThreshold,
  rootPassword: graphPassword,
});
type CreateInput = z.input<typeof createSchema>;
type CreateValues = z.output<typeof createSchema>;

function TextField({
  name,
  label,
  description,
  password,
}: {
  name: keyof CreateInput;
  label: string;
  description?: string;
  password?: boolean;
}) {
  const { register } = useFormContext<CreateInput>();
  return (
    <FormField name={name}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        {password ? <PasswordInput {...register(name)} /> : <Input {...register(name)} />}
      </FormControl>
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormError />
    </FormField>
  );
}

const steps: WizardStep<CreateInput>[] = [
  {
    id: 'instance',
    title: 'Instance',
    description: 'Name the instance.',
    fields: ['name'],
    content: <TextField name="name" label="Instance name" />,
    summary: (values) => <p className="text-sm">Name: {String(values.name)}</p>,
  },
  {
    id: 'settings',
    title: 'Settings',
    fields: ['port', 'memoryThreshold'],
    content: (
      <>
        <TextField name="port" label="Listening port" description="60000 to 65535." />
        <TextField name="memoryThreshold" label="Memory threshold (%)" description="80 to 90." />
      </>
    ),
    summary: (values) => (
      <p className="text-sm">
        Port {String(values.port)}, memory threshold {String(values.memoryThreshold)} %
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Account',
    description: 'The password of the graph’s root user.',
    fields: ['rootPassword'],
    content: <TextField name="rootPassword" label="Root password" password />,
    summary: () => <p className="text-sm">Root password set (hidden)</p>,
  },
];

type CreateWizardProps = Omit<WizardProps<CreateInput, CreateValues>, 'form' | 'steps'> & {
  /** Starting values. */
  defaultValues?: Partial<CreateInput>;
  /** Replaces the steps (a story of one step's behaviour). */
  steps?: WizardStep<CreateInput>[];
};

/** The instance-creation wizard as the console composes it. */
function CreateWizard({ defaultValues, steps: ownSteps = steps, ...props }: CreateWizardProps) {
  const form = useForm<CreateInput, unknown, CreateValues>({
    resolver: zodResolver(createSchema),
    defaultValues: {
      name: '',
      port: '',
      memoryThreshold: '80',
      rootPassword: '',
      ...defaultValues,
    },
  });
  return (
    <Wizard
      form={form}
      steps={ownSteps}
      labels={{ submit: 'Start' }}
      className="w-[36rem] max-w-full"
      {...props}
    />
  );
}

const filled: Partial<CreateInput> = {
  name: 'graph-01',
  port: '60001',
  memoryThreshold: '85',
  rootPassword: 'Secr3t!pw',
};

const meta = {
  title: 'Forms/Wizard',
  component: CreateWizard,
  args: { onSubmit: fn(), onCancel: fn(), onStepChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A multi-step form over one react-hook-form instance: Next validates only the current step’s `fields`, values stay when going back, a review step summarises each step with an Edit button back to it, and leaving with unsaved values asks first (Cancel, a router `navigationBlocker`, the browser on unload). The stepper marks the current step with `aria-current="step"`.',
      },
    },
  },
} satisfies Meta<typeof CreateWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = () => screen.getByRole('heading', { level: 2 });

export const Default: Story = {
  play: async ({ canvas }) => {
    const current = within(canvas.getByRole('navigation', { name: 'Progress' })).getByRole(
      'listitem',
      { current: 'step' },
    );
    await expect(current).toHaveTextContent('Instance');
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
  },
};

/** Next is refused while the step has an invalid field; focus goes to it. */
export const StepValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const name = canvas.getByRole('textbox', { name: 'Instance name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(
      validationMessages['validation.instance.name-required'],
    );
    await expect(heading()).toHaveTextContent('Instance');
  },
};

/** A name the step picks itself once its "options" load (a second here), as the Shared edition's place. */
function SuggestedName() {
  const { setValue } = useFormContext<CreateInput>();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setValue('name', 'graph-suggested');
      setLoaded(true);
    }, 1000);
    return () => clearTimeout(timer);
  }, [setValue]);
  useWizardStepPending(!loaded);
  return <p className="text-sm">{loaded ? 'Name: graph-suggested' : 'Choosing a name for you…'}</p>;
}

/**
 * A step that fills a value itself (`useWizardStepPending`): Next pressed before it is in waits,
 * shown as loading, then moves on; the step is never marked invalid for a value the user could not
 * see.
 */
export const PendingStep: Story = {
  tags: ['no-visual'],
  args: {
    steps: [{ ...steps[0]!, content: <SuggestedName /> }, ...steps.slice(1)],
  },
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(heading()).toHaveTextContent('Instance');
    await waitFor(() => expect(heading()).toHaveTextContent('Settings'), { timeout: 5000 });
    await expect(canvas.queryByText(/has errors/)).toBeNull();
  },
};

/** Keyboard through every step: Enter is Next, values survive Back, review, Edit, Start. */
export const KeyboardToReviewAndEdit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Instance name' }));
    await userEvent.keyboard('graph-01{Enter}');
    await waitFor(() => expect(heading()).toHaveTextContent('Settings'));
    await expect(heading()).toHaveFocus();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Listening port' }));
    await userEvent.keyboard('60001{Enter}');
    await waitFor(() => expect(heading()).toHaveTextContent('Account'));

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('textbox', { name: 'Listening port' })).toHaveValue('60001');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Account'));

    await userEvent.click(canvas.getByLabelText('Root password'));
    await userEvent.keyboard('Secr3t!pw{Enter}');
    await waitFor(() => expect(heading()).toHaveTextContent('Review'));
    await expect(canvas.getByRole('region', { name: 'Settings' })).toHaveTextContent(
      'Port 60001, memory threshold 80 %',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Edit Instance' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Instance'));
    const name = canvas.getByRole('textbox', { name: 'Instance name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'graph-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to review' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Review'));
    await expect(canvas.getByRole('region', { name: 'Instance' })).toHaveTextContent('graph-02');

    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      name: 'graph-02',
      port: 60001,
      memoryThreshold: 80,
      rootPassword: 'Secr3t!pw',
    });
  },
};

/** Cancel with unsaved values asks first; Keep editing (focused) stays, Discard leaves. */
export const UnsavedChanges: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Instance name' }), 'graph-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/**
 * What the console's router does (react-router `useBlocker(dirty)` gives this blocker shape): a
 * navigation away while values are unsaved is held and answered through the same dialog.
 */
function WizardBehindRouter(props: CreateWizardProps) {
  const [dirty, setDirty] = useState(false);
  const [state, setState] = useState<NavigationBlocker['state']>('unblocked');
  const [page, setPage] = useState<'wizard' | 'dashboard'>('wizard');
  const navigate = () => (dirty ? setState('blocked') : setPage('dashboard'));
  const blocker: NavigationBlocker = {
    state,
    proceed: () => {
      setState('unblocked');
      setPage('dashboard');
    },
    reset: () => setState('unblocked'),
  };
  return (
    <div className="flex flex-col gap-4">
      <Button variant="link" className="self-start" onClick={navigate}>
        Go to the dashboard
      </Button>
      {page === 'dashboard' ? (
        <p role="status">Dashboard</p>
      ) : (
        <CreateWizard {...props} onDirtyChange={setDirty} navigationBlocker={blocker} />
      )}
    </div>
  );
}

export const BlockedNavigation: Story = {
  render: (args) => <WizardBehindRouter {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Instance name' }), 'graph-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Instance name' })).toHaveValue('graph-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Dashboard');
  },
};

export const Translated: Story = {
  args: {
    labels: {
      back: 'Zurück',
      next: 'Weiter',
      submit: 'Starten',
      cancel: 'Abbrechen',
      review: 'Überprüfen',
      progress: 'Fortschritt',
      stepOf: (current: number, total: number) => `Schritt ${current} von ${total}`,
    },
  },
};

/** The review step with every value, light theme: the visual-regression target. */
export const Matrix: Story = { args: { defaultValues: filled, defaultStep: 'review' } };

/** The review step, dark theme. */
export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' }, tags: ['no-visual'] };

/** A step with errors, light theme. */
export const MatrixStepErrors: Story = {
  args: { defaultValues: { port: '6000', memoryThreshold: '95' }, defaultStep: 'settings' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Listening port' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};
