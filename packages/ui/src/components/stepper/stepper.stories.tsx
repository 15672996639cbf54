import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Stepper, stepperOrientationOptions, type StepperStep } from './stepper.tsx';

const steps: StepperStep[] = [
  { id: 'instance', label: 'Instance', description: 'Edition and size' },
  { id: 'settings', label: 'Settings' },
  { id: 'account', label: 'Account' },
  { id: 'review', label: 'Review' },
];

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  args: { steps, current: 'account' },
  parameters: {
    docs: {
      description: {
        component:
          'Where the user is in a multi-step flow. Completed steps become buttons with `onStepSelect`; each step tells screen readers its position and status (all texts are props).',
      },
    },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const currentStep = canvas.getByText('Account').closest('li');
    await expect(currentStep).toHaveAttribute('aria-current', 'step');
    await expect(currentStep).toHaveTextContent('Step 3 of 4, current step');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Navigable: Story = {
  args: { onStepSelect: fn() },
  play: async ({ canvas, userEvent, args }) => {
    // Only completed steps are buttons.
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepSelect).toHaveBeenCalledWith('instance');
  },
};

export const WithError: Story = {
  args: { steps: steps.map((s) => (s.id === 'settings' ? { ...s, invalid: true } : s)) },
};

/** The flow is finished: every step has a check, none is current; with `onStepSelect` each is a button. */
export const AllComplete: Story = {
  args: { allComplete: true, onStepSelect: fn() },
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    for (const [index, item] of items.entries()) {
      await expect(item).toHaveTextContent(`Step ${index + 1} of 4, completed`);
      await expect(item).not.toHaveAttribute('aria-current');
    }
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-complete]')).not.toBeNull();
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', current: 'settings' } };

/** Both orientations in both themes. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <BothThemes className="flex-col">
      {(theme) => (
        <div className="flex flex-col gap-6">
          {stepperOrientationOptions.map((orientation) => (
            <Stepper
              key={orientation}
              {...args}
              steps={steps.map((s) => (s.id === 'instance' ? { ...s, invalid: true } : s))}
              orientation={orientation}
              label={`Progress ${orientation} ${theme}`}
            />
          ))}
        </div>
      )}
    </BothThemes>
  ),
};
