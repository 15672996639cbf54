import { describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useController, useForm, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { validationMessages } from '@quiver/validation';
import { FormControl, FormError, FormField, FormLabel } from '../form/index.ts';
import {
  Wizard,
  useWizardStepPending,
  type NavigationBlocker,
  type WizardProps,
  type WizardStep,
} from './index.ts';

const nameRequired = 'validation.instance.name-required';
const portInvalid = 'validation.instance.port-invalid';

const schema = z.object({
  name: z.string().min(1, nameRequired),
  port: z.string().regex(/^6\d{4}$/, portInvalid),
});
type Values = z.infer<typeof schema>;

function TextField({ name, label }: { name: keyof Values; label: string }) {
  return (
    <FormField name={name}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <TextInput name={name} />
      </FormControl>
      <FormError />
    </FormField>
  );
}

// Registers through the form context, like a console field would.
function TextInput({ name, ...props }: { name: keyof Values }) {
  const form = useFormContext<Values>();
  return <input {...props} {...form.register(name)} />;
}

const steps: WizardStep<Values>[] = [
  {
    id: 'instance',
    title: 'Instance',
    fields: ['name'],
    content: <TextField name="name" label="Name" />,
  },
  {
    id: 'settings',
    title: 'Settings',
    fields: ['port'],
    content: <TextField name="port" label="Listening port" />,
    summary: (values) => <p>Port {values.port}</p>,
  },
];

type HarnessProps = Partial<WizardProps<Values>> & { defaults?: Partial<Values> };

function Harness({ defaults, ...props }: HarnessProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', port: '', ...defaults },
  });
  return (
    <Wizard form={form} steps={steps} onSubmit={() => {}} aria-label="Create instance" {...props} />
  );
}

/** A choice the user never focuses (a card): registered by ref, without FormControl. */
function Choice() {
  const {
    field: { ref, onChange },
  } = useController<Values, 'name'>({ name: 'name' });
  return (
    <div ref={ref} tabIndex={-1} role="group" aria-label="Choice">
      <button type="button" onClick={() => onChange('picked')}>
        Pick
      </button>
    </div>
  );
}

const heading = () => screen.getByRole('heading', { level: 2 });
const currentStep = () => screen.getByRole('listitem', { current: 'step' });

async function fillStepOne(user: ReturnType<typeof userEvent.setup>, name = 'My graph') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(heading()).toHaveTextContent('Settings'));
}

describe('Wizard navigation', () => {
  it('starts on the first step, marked as current in the stepper', () => {
    render(<Harness />);
    expect(heading()).toHaveTextContent('Instance');
    expect(currentStep()).toHaveTextContent('Instance');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('blocks Next on an invalid field of the step and focuses it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(validationMessages[nameRequired]);
    await waitFor(() => expect(name).toHaveFocus());
    expect(heading()).toHaveTextContent('Instance');
  });

  it("focuses an invalid custom control too, though the form's owner never renders its errors", async () => {
    // A control without FormControl (no aria-invalid): focus falls back to its registered ref.
    render(
      <Harness
        steps={[
          { id: 'choice', title: 'Choice', fields: ['name'], content: <Choice /> },
          steps[1]!,
        ]}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Choice' })).toHaveFocus());
    expect(heading()).toHaveTextContent('Choice');
  });

  it('after a refused Next, drops an error as soon as its value is fixed, by the step itself too', async () => {
    // Without a check on change, the choice's error stayed until the next Next.
    const user = userEvent.setup();
    render(
      <Harness
        steps={[
          {
            id: 'choice',
            title: 'Choice',
            fields: ['name'],
            content: (
              <>
                <Choice />
                <FormField name="name">
                  <FormError />
                </FormField>
              </>
            ),
          },
          steps[1]!,
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(validationMessages[nameRequired])).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent(/has errors/);
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    await waitFor(() =>
      expect(screen.queryByText(validationMessages[nameRequired])).not.toBeInTheDocument(),
    );
    expect(currentStep()).not.toHaveTextContent(/has errors/);
    // One Next then moves on.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Settings'));
  });

  it('keeps the focus in the field being left while Next is pressed (its blur must not move Next)', () => {
    render(<Harness />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    name.focus();
    const next = screen.getByRole('button', { name: 'Next' });
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 });
    next.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    // Pressed with the focus elsewhere (nothing of the form focused), the button behaves as any.
    next.blur();
    name.blur();
    const plain = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 });
    next.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
  });

  it('holds Next while the step fills its own value, then moves on once it is in', async () => {
    // A step that picks the name itself once its options "load" (the button stands in for them).
    function Picked({ loaded }: { loaded: boolean }) {
      const { setValue } = useFormContext<Values>();
      useEffect(() => {
        if (loaded) setValue('name', 'picked for you');
      }, [loaded, setValue]);
      useWizardStepPending(!loaded);
      return <p>Picking a name</p>;
    }
    const user = userEvent.setup();
    const pickedSteps = (loaded: boolean): WizardStep<Values>[] => [
      { id: 'picked', title: 'Picked', fields: ['name'], content: <Picked loaded={loaded} /> },
      steps[1]!,
    ];
    const { rerender } = render(<Harness steps={pickedSteps(false)} />);
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(next).toHaveAccessibleName(/Loading this step’s choices/);
    expect(heading()).toHaveTextContent('Picked');
    expect(currentStep()).not.toHaveTextContent('has errors');

    rerender(<Harness steps={pickedSteps(true)} />);
    await waitFor(() => expect(heading()).toHaveTextContent('Settings'));
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy');
  });

  it('does not hold Next for good when the step never says it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      function NeverReady() {
        useWizardStepPending(true);
        return <TextField name="name" label="Name" />;
      }
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <Harness
          steps={[
            { id: 'stuck', title: 'Stuck', fields: ['name'], content: <NeverReady /> },
            steps[1]!,
          ]}
        />,
      );
      const next = screen.getByRole('button', { name: 'Next' });
      await user.click(next);
      expect(next).toHaveAttribute('aria-busy', 'true');
      await vi.advanceTimersByTimeAsync(10_000);
      // Next went on: the step's own validation says what is missing, where it is.
      const name = screen.getByRole('textbox', { name: 'Name' });
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(next).not.toHaveAttribute('aria-busy');
    } finally {
      vi.useRealTimers();
    }
  });

  it("validates only the current step's fields (an invalid later field does not block)", async () => {
    const user = userEvent.setup();
    render(<Harness defaults={{ port: 'not a port' }} />);
    await fillStepOne(user);
    expect(currentStep()).toHaveTextContent('Settings');
    // Port was never checked on the way: no error until this step's Next.
    const port = screen.getByRole('textbox', { name: 'Listening port' });
    expect(port).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(port).toHaveAttribute('aria-invalid', 'true'));
  });

  it('moves focus to the new step heading and treats Enter in a field as Next', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'My graph{Enter}');
    await waitFor(() => expect(heading()).toHaveTextContent('Settings'));
    expect(heading()).toHaveFocus();
  });

  it('keeps values when going back and forward', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await fillStepOne(user, 'Graph one');
    await user.type(screen.getByRole('textbox', { name: 'Listening port' }), '60001');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toHaveTextContent('Instance');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Graph one');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Settings'));
    expect(screen.getByRole('textbox', { name: 'Listening port' })).toHaveValue('60001');
  });

  it('lets the stepper go back to a reached step', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await fillStepOne(user);
    const stepper = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(stepper).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    await user.click(within(stepper).getByRole('button', { name: /^Instance\b.*completed/ }));
    expect(heading()).toHaveTextContent('Instance');
  });

  it('reviews every step, edits one through its Edit button and returns to the review', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await fillStepOne(user, 'Graph one');
    await user.type(screen.getByRole('textbox', { name: 'Listening port' }), '60001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Review'));

    const instance = screen.getByRole('region', { name: 'Instance' });
    expect(instance).toHaveTextContent('name');
    expect(instance).toHaveTextContent('Graph one');
    expect(screen.getByRole('region', { name: 'Settings' })).toHaveTextContent('Port 60001');

    await user.click(screen.getByRole('button', { name: 'Edit Instance' }));
    expect(heading()).toHaveTextContent('Instance');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Graph two');
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Review'));
    expect(screen.getByRole('region', { name: 'Instance' })).toHaveTextContent('Graph two');
    // The focus is back on the Edit button the user left the review by, not at the top.
    expect(screen.getByRole('button', { name: 'Edit Instance' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Graph two', port: '60001' });
  });

  it('on submit with an invalid earlier step, jumps there and focuses the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onStepChange = vi.fn();
    render(
      <Harness
        defaultStep="review"
        defaults={{ port: '60001' }}
        onSubmit={onSubmit}
        onStepChange={onStepChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Instance'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onStepChange).toHaveBeenLastCalledWith('instance');
    expect(screen.getByRole('button', { name: 'Back to review' })).toBeInTheDocument();
    // The stepper flags the step that holds the error.
    expect(currentStep()).toHaveTextContent('has errors');
  });

  it('follows a controlled step', () => {
    const { rerender } = render(<Harness step="instance" />);
    expect(heading()).toHaveTextContent('Instance');
    rerender(<Harness step="settings" />);
    expect(heading()).toHaveTextContent('Settings');
  });
});

describe('Wizard unsaved-changes guard', () => {
  function fireBeforeUnload() {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('cancels at once while nothing was entered', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    expect(fireBeforeUnload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before cancelling with dirty values; Keep editing stays, Discard leaves', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onDirtyChange = vi.fn();
    render(<Harness onCancel={onCancel} onDirtyChange={onDirtyChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    expect(fireBeforeUnload()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('x');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('releases the guard after a successful submit', async () => {
    const user = userEvent.setup();
    const onDirtyChange = vi.fn();
    render(
      <Harness defaultStep="review" defaults={{ port: '60001' }} onDirtyChange={onDirtyChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Graph');
    expect(fireBeforeUnload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(fireBeforeUnload()).toBe(false);
  });

  it("answers a router's blocked navigation through the same dialog", async () => {
    const user = userEvent.setup();
    const blocker: NavigationBlocker = { state: 'blocked', proceed: vi.fn(), reset: vi.fn() };
    const onDirtyChange = vi.fn();
    const { rerender } = render(
      <Harness navigationBlocker={{ state: 'unblocked' }} onDirtyChange={onDirtyChange} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Leave the field first, as a user clicking a router link would (the dialog's focus move
    // would otherwise blur it outside act()).
    await user.tab();

    rerender(<Harness navigationBlocker={blocker} onDirtyChange={onDirtyChange} />);
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(blocker.reset).toHaveBeenCalledTimes(1);
    expect(blocker.proceed).not.toHaveBeenCalled();

    rerender(<Harness navigationBlocker={{ ...blocker }} onDirtyChange={onDirtyChange} />);
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(blocker.proceed).toHaveBeenCalledTimes(1);
  });

  it('lets a blocked navigation through at once when nothing is unsaved', () => {
    const blocker: NavigationBlocker = { state: 'blocked', proceed: vi.fn(), reset: vi.fn() };
    render(<Harness navigationBlocker={blocker} />);
    expect(blocker.proceed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
