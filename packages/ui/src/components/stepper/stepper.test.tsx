import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stepper, type StepperStep } from './stepper.tsx';

const steps: StepperStep[] = [
  { id: 'instance', label: 'Instance' },
  { id: 'settings', label: 'Settings' },
  { id: 'review', label: 'Review' },
];

const items = () =>
  within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');

describe('Stepper', () => {
  it('marks the steps before the current one complete and the current one with aria-current', () => {
    render(<Stepper steps={steps} current="settings" />);
    const [first, second, third] = items();
    expect(first).toHaveTextContent('Step 1 of 3, completed');
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(second).toHaveTextContent('Step 2 of 3, current step');
    expect(third).toHaveTextContent('Step 3 of 3, not started');
  });

  it('shows every step complete and none current once the flow is finished', () => {
    render(<Stepper steps={steps} current="settings" allComplete />);
    for (const [index, item] of items().entries()) {
      expect(item).toHaveAttribute('data-status', 'complete');
      expect(item).not.toHaveAttribute('aria-current');
      expect(item).toHaveTextContent(`Step ${index + 1} of 3, completed`);
    }
  });

  it('lets the user go back to any step of a finished flow', async () => {
    const onStepSelect = vi.fn();
    render(<Stepper steps={steps} allComplete onStepSelect={onStepSelect} />);
    expect(screen.getAllByRole('button')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: /Review/ }));
    expect(onStepSelect).toHaveBeenCalledWith('review');
  });

  it('still reports an invalid step when the flow is finished', () => {
    render(
      <Stepper
        steps={steps.map((step) => (step.id === 'settings' ? { ...step, invalid: true } : step))}
        allComplete
      />,
    );
    expect(items()[1]).toHaveTextContent('Step 2 of 3, completed, has errors');
  });
});
