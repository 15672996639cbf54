import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedControl } from './segmented-control.tsx';

const options = [
  { value: '1h', label: '1 h', accessibleLabel: '1 hour' },
  { value: '7d', label: '7 d', accessibleLabel: '7 days' },
  { value: 'off', label: 'Off', disabled: true },
];

describe('SegmentedControl', () => {
  it('is a named radio group whose first option is chosen by default', () => {
    render(<SegmentedControl label="Time range" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Time range' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 hour' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveAttribute('aria-checked', 'false');
  });

  it('reports a new choice and never ends with nothing chosen', async () => {
    const onValueChange = vi.fn();
    render(<SegmentedControl label="Range" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onValueChange).toHaveBeenLastCalledWith('7d');
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveAttribute('aria-checked', 'true');
  });

  it('follows its value when controlled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <SegmentedControl label="Range" options={options} value="1h" onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onValueChange).toHaveBeenCalledWith('7d');
    expect(screen.getByRole('radio', { name: '1 hour' })).toHaveAttribute('aria-checked', 'true');
    rerender(<SegmentedControl label="Range" options={options} value="7d" />);
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveAttribute('aria-checked', 'true');
  });

  it('does not choose a disabled option', async () => {
    const onValueChange = vi.fn();
    render(<SegmentedControl label="Range" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
