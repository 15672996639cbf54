import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noticePriorities } from '@quiver/validation';
import { createMemoryStorage, type KeyValueStorage } from '../../lib/storage.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { spm } from '../../lib/spm.ts';
import {
  NoticeBanner,
  localDay,
  noticeDismissalStorageKey,
  noticePriorityOptions,
  type Notice,
} from './index.ts';
import { findUnsafeMarkup, xssPayloads } from './xss-payloads.ts';

const maintenance: Notice = {
  title: 'Scheduled maintenance',
  priority: 'IMPORTANT',
  contents: 'On <b>Sunday</b>, see <a href="https://status.quiver.example/">the status page</a>.',
};

// 14:00 local time on 2026-03-10; "yesterday" is the 9th.
const today = new Date(2026, 2, 10, 14, 0, 0);
const clock = () => today;

function dismissalRecord(title: string, date: string) {
  return { [noticeDismissalStorageKey]: JSON.stringify({ title, date }) };
}

function renderBanner(props: Partial<Parameters<typeof NoticeBanner>[0]> = {}) {
  const storage = props.storage ?? createMemoryStorage();
  const onEvent = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <NoticeBanner
      notice={maintenance}
      storage={storage}
      now={clock}
      onEvent={onEvent}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...view, storage, onEvent, onClose };
}

describe('NoticeBanner: priorities', () => {
  it('lists exactly the priorities of @quiver/validation, in its order', () => {
    expect(noticePriorityOptions).toEqual(noticePriorities);
  });
});

describe('NoticeBanner: showing and closing', () => {
  it('shows a region named by the notice title', () => {
    // Contents and links are checked in Chromium (stories): happy-dom gets no server HTML.
    renderBanner();
    const region = screen.getByRole('region', { name: maintenance.title });
    expect(region).toHaveAttribute('data-priority', 'IMPORTANT');
    expect(region).toHaveTextContent(maintenance.title);
  });

  it.each([
    ['CRITICAL', 'CRITICAL'],
    ['IMPORTANT', 'IMPORTANT'],
    ['COMMON', 'COMMON'],
    ['SOMETHING_NEW', 'COMMON'],
  ])('colours priority %s as %s', (priority, shown) => {
    renderBanner({ notice: { ...maintenance, priority } });
    expect(screen.getByRole('region')).toHaveAttribute('data-priority', shown);
  });

  it('renders nothing without a notice', () => {
    const { container, onEvent } = renderBanner({ notice: null });
    expect(container).toBeEmptyDOMElement();
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('reports notice_show once per shown notice, even when re-rendered', () => {
    const { rerender, onEvent, storage } = renderBanner();
    rerender(
      <NoticeBanner notice={{ ...maintenance }} storage={storage} now={clock} onEvent={onEvent} />,
    );
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({
      eventKey: 'notice_show',
      spm: spm.notice_show,
      actionType: 'show',
      option: maintenance.title,
    });
    const next = { ...maintenance, title: 'New region available' };
    rerender(<NoticeBanner notice={next} storage={storage} now={clock} onEvent={onEvent} />);
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(onEvent).toHaveBeenLastCalledWith(expect.objectContaining({ option: next.title }));
  });

  it('closes from the keyboard, stores { title, date } for today and reports the click', async () => {
    const user = userEvent.setup();
    const { storage, onEvent, onClose } = renderBanner();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notice' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(JSON.parse(storage.getItem(noticeDismissalStorageKey) ?? 'null')).toEqual({
      title: maintenance.title,
      date: '2026-03-10',
    });
    expect(onEvent).toHaveBeenLastCalledWith({
      eventKey: 'notice_close_click',
      spm: spm.notice_close_click,
      actionType: 'click',
      option: maintenance.title,
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses a translated close label', () => {
    renderBanner({ closeLabel: 'Fermer' });
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});

describe('NoticeBanner: once a day per title', () => {
  it('stays hidden when the same title was dismissed today', () => {
    const { onEvent } = renderBanner({
      storage: createMemoryStorage(dismissalRecord(maintenance.title, '2026-03-10')),
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('shows again when it was dismissed yesterday', () => {
    renderBanner({
      storage: createMemoryStorage(dismissalRecord(maintenance.title, '2026-03-09')),
    });
    expect(screen.getByRole('region', { name: maintenance.title })).toBeInTheDocument();
  });

  it('shows a notice with a different title dismissed today', () => {
    renderBanner({ storage: createMemoryStorage(dismissalRecord('Old notice', '2026-03-10')) });
    expect(screen.getByRole('region', { name: maintenance.title })).toBeInTheDocument();
  });

  it('comes back the next local day after closing', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const { unmount } = renderBanner({ storage });
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    unmount();
    renderBanner({ storage });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const tomorrow = new Date(2026, 2, 11, 0, 0, 1);
    render(<NoticeBanner notice={maintenance} storage={storage} now={() => tomorrow} />);
    expect(screen.getByRole('region', { name: maintenance.title })).toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{title:'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a number', '42'],
    ['a wrong title type', JSON.stringify({ title: 7, date: '2026-03-10' })],
    ['a missing date', JSON.stringify({ title: maintenance.title })],
    ['a malformed date', JSON.stringify({ title: maintenance.title, date: 'today' })],
  ])('tolerates a corrupt record (%s) and shows the notice', async (_label, raw) => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({ [noticeDismissalStorageKey]: raw });
    renderBanner({ storage });
    expect(screen.getByRole('region', { name: maintenance.title })).toBeInTheDocument();
    // Closing replaces the corrupt value with a valid record.
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(JSON.parse(storage.getItem(noticeDismissalStorageKey) ?? 'null')).toEqual({
      title: maintenance.title,
      date: '2026-03-10',
    });
  });

  it('keeps working when the storage itself throws', async () => {
    const user = userEvent.setup();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const { onClose } = renderBanner({ storage: broken });
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('writes the local calendar day, not the UTC one', () => {
    expect(localDay(new Date(2026, 0, 1, 0, 0, 0))).toBe('2026-01-01');
    expect(localDay(new Date(2025, 11, 31, 23, 59, 59))).toBe('2025-12-31');
    expect(localDay(new Date(987, 4, 6))).toBe('0987-05-06');
  });
});

describe('NoticeBanner: sanitising server HTML', () => {
  // The payload suite itself runs in real Chromium (notice-banner.stories.tsx,
  // `SanitisesKnownXssPayloads`, and lib/sanitize-html.browser.test.tsx): the sanitiser is only
  // safe on a real browser DOM. Here we check the list and the checker, and that the sanitiser
  // fails closed in happy-dom (whose parser fails its self-check).
  it('is tested with at least 50 distinct known payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
    expect(new Set(xssPayloads).size).toBe(xssPayloads.length);
  });

  it('has a checker that flags what the raw payloads would inject', () => {
    // Without sanitising, the checker must find problems in nearly every payload (it is not vacuous).
    const flagged = xssPayloads.filter((payload) => {
      const host = document.createElement('div');
      host.innerHTML = payload;
      return findUnsafeMarkup(host).length > 0;
    });
    expect(flagged.length).toBeGreaterThanOrEqual(xssPayloads.length - 5);
  });

  it('renders no server HTML at all in a DOM that fails the sanitiser self-check (happy-dom)', () => {
    const { container } = renderBanner({
      notice: { ...maintenance, contents: '<a href="javascript:alert(1)">x</a><b>bold</b>' },
    });
    expect(sanitizeHtml('<b>bold</b>')).toBe('');
    expect(screen.getByRole('region', { name: maintenance.title })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="notice-banner-contents"]')).toBeEmptyDOMElement();
  });
});
