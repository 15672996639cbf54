import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResourceMeter } from './resource-meter.tsx';

const gib = (value: number) => `${value.toFixed(1)} GiB`;

describe('ResourceMeter', () => {
  it('is a named meter whose value is said in words', () => {
    render(<ResourceMeter label="Memory" value={5.2} capacity={8} formatValue={gib} />);
    const meter = screen.getByRole('meter', { name: 'Memory' });
    expect(meter).toHaveAttribute('aria-valuenow', '5.2');
    expect(meter).toHaveAttribute('aria-valuemax', '8');
    expect(meter).toHaveAttribute('aria-valuetext', '5.2 GiB of 8.0 GiB (65%)');
  });

  it('says whether the use is below the limit, and counts the limit itself as reached', () => {
    const { rerender } = render(
      <ResourceMeter label="Memory" value={6.3} capacity={8} limitPercent={80} formatValue={gib} />,
    );
    expect(screen.getByText('Below the 80% limit (6.4 GiB)')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAccessibleDescription('Below the 80% limit (6.4 GiB)');
    rerender(
      <ResourceMeter label="Memory" value={6.4} capacity={8} limitPercent={80} formatValue={gib} />,
    );
    expect(screen.getByText('At or above the 80% limit (6.4 GiB)')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('takes translated texts', () => {
    render(
      <ResourceMeter
        label="内存"
        value={7}
        capacity={8}
        limitPercent={80}
        valueText={({ value, capacity }) => `${value} / ${capacity}`}
        limitText={({ percent, over }) => (over ? `超过 ${percent}` : `低于 ${percent}`)}
      />,
    );
    expect(screen.getByRole('meter', { name: '内存' })).toHaveAttribute('aria-valuetext', '7 / 8');
    expect(screen.getByText('超过 80%')).toBeInTheDocument();
  });

  it('keeps the bar within its track when the use exceeds the capacity', () => {
    const { container } = render(<ResourceMeter label="Disk" value={12} capacity={10} />);
    const fill = container.querySelector<HTMLElement>('[data-slot="resource-meter-fill"]');
    expect(fill?.style.width).toBe('100%');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '12 of 10 (120%)');
  });

  it('says loading and shows no limit verdict while the use loads', () => {
    const { container } = render(
      <ResourceMeter label="Memory" value={null} capacity={8} limitPercent={80} />,
    );
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container).toHaveTextContent('MemoryLoading');
    expect(screen.queryByText(/limit/)).not.toBeInTheDocument();
  });
});
