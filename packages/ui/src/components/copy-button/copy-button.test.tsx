import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceDelayMs } from '../../lib/announce.ts';
import { CopyButton } from './copy-button.tsx';

afterEach(() => {
  vi.useRealTimers();
  // The shared live region outlives a test's render, as it outlives a page's components.
  for (const region of document.querySelectorAll('[data-slot="live-region"]')) region.remove();
});

describe('CopyButton', () => {
  it('writes the value, announces "Copied", and resets after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => {});
    const onCopy = vi.fn();
    render(
      <CopyButton
        value="bolt://graph-01:7687"
        writeText={writeText}
        onCopy={onCopy}
        resetAfterMs={2000}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('bolt://graph-01:7687');
    expect(onCopy).toHaveBeenCalledWith('bolt://graph-01:7687');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-state', 'copied');
    act(() => {
      vi.advanceTimersByTime(announceDelayMs);
    });
    // The page's one live region, not one per button.
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-state', 'idle');
  });

  it('announces a failure when the clipboard refuses, without calling onCopy', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    render(
      <CopyButton
        value="x"
        failedLabel="Kopieren fehlgeschlagen"
        writeText={() => Promise.reject(new Error('denied'))}
        onCopy={onCopy}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Kopieren fehlgeschlagen'),
    );
    expect(onCopy).not.toHaveBeenCalled();
  });

  it('shares one live region between the buttons of a table', async () => {
    const user = userEvent.setup();
    render(
      <ul>
        {['a', 'b', 'c'].map((value) => (
          <li key={value}>
            <CopyButton value={value} label={`Copy ${value}`} writeText={async () => {}} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy b' }));
    await user.click(screen.getByRole('button', { name: 'Copy c' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
