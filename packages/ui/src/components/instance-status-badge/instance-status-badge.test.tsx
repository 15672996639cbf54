import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  instanceStatuses,
  instanceStatusLabel,
  serviceStates,
  type InstanceStatus,
} from '@quiver/validation';
import { InstanceStatusBadge } from './instance-status-badge';

const expected: Record<InstanceStatus, [string, string]> = {
  UNKNOWN: ['Error', 'danger'],
  CREATING: ['Initializing', 'progress'],
  DEPLOYING: ['Initializing', 'progress'],
  STARTING: ['Starting', 'progress'],
  RESTARTING: ['Restarting', 'progress'],
  RUNNING: ['Active', 'success'],
  STOPPING: ['Stopping', 'progress'],
  STOPPED: ['Stopped', 'neutral'],
  SHUTDOWN: ['Stopped', 'neutral'],
  TERMINATING: ['Cancelling', 'progress'],
  TERMINATED: ['Cancelled', 'muted'],
  ERROR: ['Error', 'danger'],
  CHANGING: ['Updating', 'progress'],
  EXTENDING: ['Updating', 'progress'],
  UPDATING: ['Updating', 'progress'],
  BACKUPING: ['Backing up', 'progress'],
  RECOVERING: ['Recovering', 'progress'],
};

describe('InstanceStatusBadge', () => {
  it.each(instanceStatuses.map((status) => [status, ...expected[status]] as const))(
    '%s shows %s in the %s tone',
    (status, label, tone) => {
      const { container } = render(<InstanceStatusBadge status={status} />);
      expect(screen.getByText(label)).toBeInTheDocument();
      const root = container.firstElementChild;
      expect(root).toHaveAttribute('data-tone', tone);
      const dot = container.querySelector('[data-slot="badge-dot"]');
      // Only operations under way animate, and only when motion is welcome.
      expect(dot?.className.includes('motion-safe:animate-pulse')).toBe(tone === 'progress');
    },
  );

  it.each(serviceStates.map((state) => [state] as const))(
    'RUNNING with service %s follows the lifecycle table',
    (serviceState) => {
      render(<InstanceStatusBadge status="RUNNING" serviceState={serviceState} />);
      expect(screen.getByText(instanceStatusLabel('RUNNING', serviceState))).toBeInTheDocument();
    },
  );

  it('announces changes politely and can be silenced', () => {
    const { container, rerender } = render(<InstanceStatusBadge status="STARTING" />);
    const region = container.firstElementChild;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    rerender(<InstanceStatusBadge status="RUNNING" />);
    expect(container.firstElementChild).toBe(region);
    expect(region).toHaveTextContent('Active');
    rerender(<InstanceStatusBadge status="RUNNING" announce={false} />);
    expect(container.firstElementChild).not.toHaveAttribute('aria-live');
  });

  it('translates the label but keeps the tone', () => {
    const { container } = render(
      <InstanceStatusBadge status="STOPPED" translateLabel={() => 'Arrêtée'} />,
    );
    expect(screen.getByText('Arrêtée')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'neutral');
  });
});
