import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button.tsx';

afterEach(() => {
  vi.useRealTimers();
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
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-state', 'copied');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
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
    expect(await screen.findByText('Kopieren fehlgeschlagen')).toBeInTheDocument();
    expect(onCopy).not.toHaveBeenCalled();
  });
});
