import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from './index.ts';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderToaster(props: Parameters<typeof Toaster>[0] = {}) {
  // Timing tests use fake timers with synchronous fireEvent; userEvent is for the real-timer tests.
  const user = userEvent.setup();
  const view = render(
    <>
      <button type="button">Elsewhere</button>
      <Toaster {...props} />
    </>,
  );
  return { user, ...view };
}

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('toast timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
  });

  it('closes by itself after exactly 5,000 ms', () => {
    renderToaster();
    act(() => {
      toast.success('Instance started.');
    });
    expect(screen.getByText('Instance started.')).toBeInTheDocument();
    advance(4999);
    expect(screen.getByText('Instance started.')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Instance started.')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    renderToaster();
    act(() => {
      toast.info('Backup finished.');
    });
    advance(3000);
    fireEvent.pointerMove(screen.getByText('Backup finished.'));
    advance(10_000);
    expect(screen.getByText('Backup finished.')).toBeInTheDocument();

    fireEvent.pointerLeave(region());
    advance(1900);
    expect(screen.getByText('Backup finished.')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('Backup finished.')).not.toBeInTheDocument();
  });

  it('pauses while a toast has focus and resumes when focus leaves', () => {
    renderToaster();
    act(() => {
      toast.warning('Storage is almost full.');
    });
    advance(1000);
    act(() => {
      screen.getByRole('button', { name: 'Close notification' }).focus();
    });
    advance(20_000);
    expect(screen.getByText('Storage is almost full.')).toBeInTheDocument();

    act(() => {
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
    });
    advance(3900);
    expect(screen.getByText('Storage is almost full.')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('Storage is almost full.')).not.toBeInTheDocument();
  });

  it('honours a custom duration and Infinity', () => {
    renderToaster();
    act(() => {
      toast.info('Short', { duration: 1000 });
      toast.info('Sticky', { duration: Infinity });
    });
    advance(1000);
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('shows at most `limit` toasts; the next one shows (with a full timer) when one closes', () => {
    renderToaster({ limit: 2 });
    act(() => {
      toast.info('First', { duration: 1000 });
      toast.info('Second', { duration: 5000 });
      toast.info('Third', { duration: 1000 });
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Third')).toBeInTheDocument();
    advance(999);
    expect(screen.getByText('Third')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
  });

  it('restarts the timer when a toast is replaced by id', () => {
    renderToaster();
    act(() => {
      toast.info('Saving…', { id: 'save' });
    });
    advance(4000);
    act(() => {
      toast.success('Saved.', { id: 'save' });
    });
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
    advance(4000);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});

describe('toast interaction and announcements', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
  });

  it('closes with its labelled close button, reached by keyboard (F8 then Tab)', async () => {
    const { user } = renderToaster();
    act(() => {
      toast.error('Server Error!');
    });
    await user.keyboard('[F8]');
    expect(region().contains(document.activeElement)).toBe(true);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Server Error!')).not.toBeInTheDocument();
  });

  it('closes with Escape when focused', async () => {
    const { user } = renderToaster();
    act(() => {
      toast.info('Copied.');
    });
    await user.keyboard('[F8]');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Copied.')).not.toBeInTheDocument();
  });

  it('announces errors assertively and other tones politely, with the tone name', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast.success('Instance started.');
      toast.error('Login failed.');
    });
    advance(50);
    const statuses = screen.getAllByRole('status');
    const success = statuses.find((node) => node.textContent?.includes('Instance started.'));
    const error = statuses.find((node) => node.textContent?.includes('Login failed.'));
    expect(success).toHaveAttribute('aria-live', 'polite');
    expect(success).toHaveTextContent('Notification Success: Instance started.');
    expect(error).toHaveAttribute('aria-live', 'assertive');
    expect(error).toHaveTextContent('Notification Error: Login failed.');
  });

  it('shows each tone with its own marker and a translated close label', () => {
    renderToaster({ closeLabel: 'Schließen', toneLabels: { warning: 'Warnung' } });
    act(() => {
      toast('Plain');
      toast.warning('Careful', { description: 'Storage at 90 %.' });
    });
    const items = document.querySelectorAll('[data-slot="toast"]');
    expect(Array.from(items, (item) => item.getAttribute('data-tone'))).toEqual([
      'info',
      'warning',
    ]);
    expect(screen.getByText('Storage at 90 %.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Schließen' })).toHaveLength(2);
    expect(screen.getByText('Warnung:', { exact: false })).toBeInTheDocument();
  });

  it('dismisses one toast by id or all at once', () => {
    renderToaster();
    let first = '';
    act(() => {
      first = toast.info('One');
      toast.info('Two');
      toast.info('Three');
    });
    act(() => toast.dismiss(first));
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    act(() => toast.dismiss());
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
    expect(screen.queryByText('Three')).not.toBeInTheDocument();
  });
});
