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
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '7 days' })).not.toBeChecked();
  });

  it('reports a new choice and never ends with nothing chosen', async () => {
    const onValueChange = vi.fn();
    render(<SegmentedControl label="Range" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onValueChange).toHaveBeenLastCalledWith('7d');
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
  });

  it('follows its value when controlled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <SegmentedControl label="Range" options={options} value="1h" onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onValueChange).toHaveBeenCalledWith('7d');
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeChecked();
    rerender(<SegmentedControl label="Range" options={options} value="7d" />);
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
  });

  it('chooses the option the arrow keys move to, as a radio group does; Tab only enters', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <SegmentedControl
          label="View"
          options={[
            { value: 'table', label: 'Table' },
            { value: 'graph', label: 'Graph' },
            { value: 'json', label: 'JSON' },
          ]}
          onValueChange={onValueChange}
        />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Table' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    const graph = screen.getByRole('radio', { name: 'Graph' });
    await vi.waitFor(() => expect(graph).toHaveFocus());
    expect(onValueChange).toHaveBeenLastCalledWith('graph');
    expect(graph).toBeChecked();
    await user.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('json'));
  });

  it('does not choose a disabled option', async () => {
    const onValueChange = vi.fn();
    render(<SegmentedControl label="Range" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
