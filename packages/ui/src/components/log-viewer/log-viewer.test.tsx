import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { filterLogLines, lineLevel, type LogLine } from './log-lines';
import { LogViewer } from './log-viewer';

const lines: LogLine[] = [
  { id: 1, time: 0, level: 1, message: 'fatal' },
  { id: 2, time: 1, level: 'WARNING', message: 'warning' },
  { id: 3, time: 2, level: 3, message: 'info' },
  { id: 4, time: 3, level: 'DEBUG', message: 'debug' },
];

describe('filterLogLines', () => {
  it.each([
    [1, ['fatal']],
    [2, ['fatal', 'warning']],
    [3, ['fatal', 'warning', 'info']],
    [4, ['fatal', 'warning', 'info', 'debug']],
  ] as const)('level %i shows %j', (level, messages) => {
    expect(filterLogLines(lines, level).map((line) => line.message)).toEqual(messages);
  });

  it('reads level names and numbers alike', () => {
    expect(lines.map(lineLevel)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the same array at level 4', () => {
    expect(filterLogLines(lines, 4)).toBe(lines);
  });
});

describe('LogViewer', () => {
  // Rendering lines needs layout (the list is virtualised), so filtering on screen, windowing and
  // tail following are exercised in the stories, in Chromium.
  it('offers the four levels with their names and reports a change', async () => {
    const user = userEvent.setup();
    const onLevelChange = vi.fn();
    render(<LogViewer lines={lines} onLevelChange={onLevelChange} />);
    const select = screen.getByLabelText('Level');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '1 – FATAL',
      '2 – WARNING',
      '3 – INFO',
      '4 – DEBUG',
    ]);
    expect(select).toHaveValue('4');
    await user.selectOptions(select, '2 – WARNING');
    expect(onLevelChange).toHaveBeenCalledWith(2);
    expect(select).toHaveValue('2');
  });

  it('offers "Wrap lines", off by default, and reports a change', async () => {
    const user = userEvent.setup();
    const onWrapLinesChange = vi.fn();
    render(<LogViewer lines={lines} onWrapLinesChange={onWrapLinesChange} />);
    const wrap = screen.getByRole('switch', { name: 'Wrap lines' });
    expect(wrap).not.toBeChecked();
    await user.click(screen.getByText('Wrap lines'));
    expect(onWrapLinesChange).toHaveBeenLastCalledWith(true);
    expect(wrap).toBeChecked();
    expect(screen.getByRole('log').closest('[data-slot="log-viewer"]')).toHaveAttribute(
      'data-wrap-lines',
      'true',
    );
  });

  it('starts wrapped with defaultWrapLines, and follows wrapLines when controlled', async () => {
    const user = userEvent.setup();
    const onWrapLinesChange = vi.fn();
    const { rerender } = render(<LogViewer lines={lines} defaultWrapLines wrapLabel="Wrap" />);
    expect(screen.getByRole('switch', { name: 'Wrap' })).toBeChecked();
    rerender(<LogViewer lines={lines} wrapLines={false} onWrapLinesChange={onWrapLinesChange} />);
    const wrap = screen.getByRole('switch', { name: 'Wrap lines' });
    await user.click(wrap);
    expect(onWrapLinesChange).toHaveBeenLastCalledWith(true);
    // Controlled: the parent has not said yes.
    expect(wrap).not.toBeChecked();
  });

  it('says why it is empty', async () => {
    const { rerender } = render(<LogViewer lines={[]} />);
    expect(screen.getByText('No log lines yet.')).toBeInTheDocument();
    rerender(<LogViewer lines={[lines[3] as LogLine]} level={1} />);
    expect(screen.getByText('No lines at level 1 (FATAL) or more severe.')).toBeInTheDocument();
  });
});
