import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authRoutes, codes, fileRoutes } from '@quiver/contract/wire';
import { monitor } from '../../../data/monitor/endpoints.ts';
import { answer, refuse, server, type SentParams } from '../../../../test/server.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { testInstance } from '../../instance-configuration/test-fixtures.ts';
import { LogsTab } from './logs-tab.tsx';

type LogQuery = SentParams<typeof monitor.log>;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
const entries = [
  { at: at(3), level: 2, message: 'Memory use is high' },
  { at: at(2), level: 3, message: 'Backup b-1 started.' },
  { at: at(1), level: 3, message: 'Graph database started.' },
];

/** Answers the log as the server would (newest first), remembering each query. */
function answerLog(total = entries.length, items = entries) {
  const queries: LogQuery[] = [];
  server.use(
    answer(monitor.log, (query) => {
      queries.push(query);
      const level = Number(query.level ?? 4);
      const search = String(query.search ?? '').toLowerCase();
      const matching = items.filter(
        (entry) => entry.level <= level && entry.message.toLowerCase().includes(search),
      );
      return {
        items: matching,
        total: search === '' && level === 4 ? total : matching.length,
        page: Number(query.page ?? 1),
        pageSize: Number(query.pageSize ?? 10),
      };
    }),
  );
  return queries;
}

// happy-dom lays nothing out: the log's virtual list is given the size a browser would.
beforeEach(() => {
  const size = (real: PropertyDescriptor | undefined, value: number) =>
    function (this: HTMLElement): number {
      return this.getAttribute('role') === 'log' ? value : (real?.get?.call(this) as number);
    };
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(size(height, 480));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(width, 800));
});
afterEach(() => vi.restoreAllMocks());

describe('the logs tab', () => {
  it('shows a page of the log, oldest to newest, with how many there are', async () => {
    answerLog();
    renderWithProviders(<LogsTab instance={testInstance()} />);
    const log = await screen.findByRole('log', { name: 'Instance log' });
    const lines = within(log)
      .getAllByText(/\.$|high$/)
      .map((line) => line.textContent);
    expect(lines).toEqual(['Graph database started.', 'Backup b-1 started.', 'Memory use is high']);
    expect(screen.getByRole('status')).toHaveTextContent('Entries 1–3 of 3, newest page first.');
  });

  it('filters by level, naming each level "and more severe"', async () => {
    const queries = answerLog();
    const { user } = renderWithProviders(<LogsTab instance={testInstance()} />);
    const level = await screen.findByRole('combobox', { name: 'Level' });
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '1 · FATAL only',
      '2 · WARNING and more severe',
      '3 · INFO and more severe',
      '4 · DEBUG and more severe',
    ]);
    await user.selectOptions(level, '2');
    await waitFor(() => expect(queries.at(-1)?.level).toBe('2'));
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).queryByText('Backup b-1 started.')).toBeNull());
    expect(within(log).getByText('Memory use is high')).toBeVisible();
  });

  it('searches the messages on the server, and says when nothing matches', async () => {
    const queries = answerLog();
    const { user } = renderWithProviders(<LogsTab instance={testInstance()} />);
    const search = await screen.findByRole('searchbox', { name: 'Search log messages' });
    await user.type(search, 'backup');
    await waitFor(() => expect(queries.at(-1)?.search).toBe('backup'));
    expect(await within(screen.getByRole('log')).findByText('Backup b-1 started.')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(
      await screen.findByText(
        'No log entry matches “nothing like it” at this level and time range.',
      ),
    ).toBeVisible();
  });

  it('asks for the chosen time range, ending now', async () => {
    const queries = answerLog();
    const { user } = renderWithProviders(<LogsTab instance={testInstance()} />);
    await screen.findByRole('log');
    const spanOf = (query: LogQuery | undefined) =>
      Date.parse(String(query?.to)) - Date.parse(String(query?.from));
    expect(spanOf(queries.at(-1))).toBe(3_600_000);
    await user.click(screen.getByRole('radio', { name: 'Last 24 hours' }));
    await waitFor(() => expect(spanOf(queries.at(-1))).toBe(24 * 3_600_000));
  });

  it('pages through a long log, newer to older', async () => {
    const queries = answerLog(250);
    const { user } = renderWithProviders(<LogsTab instance={testInstance()} />);
    const pages = await screen.findByRole('navigation', { name: 'Log pages' });
    await user.click(within(pages).getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(queries.at(-1)?.page).toBe('2'));
    expect(queries.at(-1)?.pageSize).toBe('100');
    // Paging keeps the range where it was: the same end as page 1.
    expect(queries.at(-1)?.to).toBe(queries[0]?.to);
  });

  it('downloads the entries it shows: fresh token, a ticket for the same filter, then the file', async () => {
    const queries = answerLog();
    const steps: string[] = [];
    const tickets: unknown[] = [];
    server.use(
      answer(authRoutes.refreshToken, () => {
        steps.push('refresh');
        return { accessToken: 'access-2', refreshToken: 'refresh-2' };
      }),
      answer(fileRoutes.ticket, (body) => {
        steps.push('ticket');
        tickets.push(body);
        return {
          ticket: 'T'.repeat(43),
          url: `/api/dbaas/v1/file/download?ticket=${'T'.repeat(43)}`,
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        };
      }),
    );
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      steps.push('open');
      opened.push(`${this.getAttribute('href')} download=${this.hasAttribute('download')}`);
    });
    const { user } = renderWithProviders(<LogsTab instance={testInstance()} />);
    await user.type(await screen.findByRole('searchbox'), 'started');
    await waitFor(() => expect(queries.at(-1)?.search).toBe('started'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '3');
    await waitFor(() => expect(queries.at(-1)?.level).toBe('3'));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(steps).toEqual(['refresh', 'ticket', 'open']));
    const shown = queries.at(-1);
    expect(tickets).toEqual([
      {
        kind: 'instanceLog',
        instanceId: 'inst-1',
        level: 3,
        from: shown?.from,
        to: shown?.to,
        search: 'started',
      },
    ]);
    expect(opened).toEqual([`/api/dbaas/v1/file/download?ticket=${'T'.repeat(43)} download=true`]);
  });

  it('says when the log could not be loaded, and loads it on retry', async () => {
    server.use(refuse(monitor.log, codes.serverError, ''));
    const { user } = renderWithProviders(<LogsTab instance={testInstance()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The log could not be loaded');
    answerLog();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('log')).toBeVisible();
  });

  it('wraps the lines on a narrow screen from the start, and keeps the reader’s choice', async () => {
    const asked: string[] = [];
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      asked.push(query);
      return { matches: query === '(max-width: 40rem)', media: query } as MediaQueryList;
    });
    const queries = answerLog();
    const { user } = renderWithProviders(<LogsTab instance={testInstance()} />);
    const wrap = await screen.findByRole('switch', { name: 'Wrap lines' });
    expect(wrap).toBeChecked();
    // Asked at mount (twice under StrictMode, which calls a state initialiser twice), never after.
    expect(new Set(asked)).toEqual(new Set(['(max-width: 40rem)']));
    const askedAtMount = asked.length;
    await user.click(wrap);
    expect(wrap).not.toBeChecked();
    // Another level asks the server again; the choice stays, and the screen is not asked again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '2');
    await waitFor(() => expect(queries.at(-1)?.level).toBe('2'));
    expect(screen.getByRole('switch', { name: 'Wrap lines' })).not.toBeChecked();
    expect(asked).toHaveLength(askedAtMount);
  });

  it('keeps lines on one row on a wide screen until asked to wrap them', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: false, media: query }) as MediaQueryList,
    );
    answerLog();
    const { user } = renderWithProviders(<LogsTab instance={testInstance()} />);
    const wrap = await screen.findByRole('switch', { name: 'Wrap lines' });
    expect(wrap).not.toBeChecked();
    await user.click(screen.getByText('Wrap lines'));
    expect(wrap).toBeChecked();
  });

  it('says an empty range is empty', async () => {
    answerLog(0, []);
    renderWithProviders(<LogsTab instance={testInstance()} />);
    expect(await screen.findByText('No log entries in the last hour at this level.')).toBeVisible();
  });

  it('says why a starting instance has no log to show', async () => {
    renderWithProviders(<LogsTab instance={testInstance({ status: 'STARTING' })} />);
    expect(await screen.findByText('The log is not available now')).toBeVisible();
    expect(
      screen.getByText('An operation is in progress (Starting): wait until it finishes.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });
});
