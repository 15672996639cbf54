import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  instanceStatuses,
  serviceStates,
  type InstanceStatus,
  type InstanceStatusLabel,
} from '@quiver/validation';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { Button } from '../button/button.tsx';
import { InstanceStatusBadge } from './instance-status-badge.tsx';

const meta = {
  title: 'Domain/InstanceStatusBadge',
  component: InstanceStatusBadge,
  args: { status: 'RUNNING' },
  argTypes: {
    status: { control: 'select', options: instanceStatuses },
    serviceState: { control: 'select', options: [null, ...serviceStates] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The label users see for an instance, from its internal status and service state (DECISIONS.md "Instance lifecycle"). Active is success, Stopped neutral, Cancelled muted, Error danger; every operation under way is `progress`, with a pulsing dot (still under reduced motion). Label changes are announced politely.',
      },
    },
  },
} satisfies Meta<typeof InstanceStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Active').closest('[data-slot="instance-status-badge"]');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(badge).toHaveAttribute('aria-live', 'polite');
  },
};
export const Stopped: Story = { args: { status: 'STOPPED' } };
export const Cancelled: Story = { args: { status: 'TERMINATED' } };
export const ErrorStatus: Story = { name: 'Error', args: { status: 'ERROR' } };
export const Initializing: Story = {
  args: { status: 'CREATING' },
  play: async ({ canvasElement }) => {
    const dot = canvasElement.querySelector('[data-slot="badge-dot"]');
    await expect(dot?.className).toContain('motion-safe:animate-pulse');
  },
};
export const Emptying: Story = { args: { status: 'RUNNING', serviceState: 'CLEANING' } };
export const LoadingSamples: Story = {
  args: { status: 'RUNNING', serviceState: 'LOADING' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Updating')).toBeVisible();
  },
};
export const Translated: Story = {
  args: {
    status: 'BACKUPING',
    translateLabel: (label: InstanceStatusLabel) =>
      ({ 'Backing up': 'Sauvegarde…' })[label as 'Backing up'] ?? label,
  },
};
export const Medium: Story = { args: { size: 'md', status: 'RECOVERING' } };

const lifecycle: InstanceStatus[] = ['CREATING', 'DEPLOYING', 'STARTING', 'RUNNING'];

function CreationProgress() {
  const [step, setStep] = useState(0);
  return (
    <div className="flex items-center gap-3">
      <InstanceStatusBadge status={lifecycle[step] ?? 'RUNNING'} />
      <Button
        size="sm"
        variant="outline"
        onClick={() => setStep((current) => Math.min(current + 1, lifecycle.length - 1))}
      >
        Next poll
      </Button>
    </div>
  );
}

/** A polled instance moving through creation: the same live region updates in place. */
export const LiveTransition: Story = {
  render: () => <CreationProgress />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toHaveTextContent('Initializing');
    for (let poll = 0; poll < 3; poll += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next poll' }));
    }
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBe(region);
    await expect(region).toHaveTextContent('Active');
  },
};

const rows = [...instanceStatuses];
const columns = ['-', 'CLEANING', 'LOADING'] as const;

/** Every internal status × the service states that change the label, in light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={rows}
        columns={columns}
        render={(status, service) =>
          service === '-' || status === 'RUNNING' ? (
            <InstanceStatusBadge
              status={status}
              serviceState={service === '-' ? null : service}
              announce={false}
            />
          ) : null
        }
      />
    </BothThemes>
  ),
};
