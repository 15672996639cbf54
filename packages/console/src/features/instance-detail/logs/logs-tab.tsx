import { useMemo, useState } from 'react';
import { Download, RefreshCw } from 'lucide-react';
import { canPerform, type Instance } from '@quiver/contract';
import type { LogLevelNumber } from '@quiver/validation';
import {
  Button,
  Callout,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LogViewer,
  Pagination,
  SearchField,
  Skeleton,
  type LogLine,
} from '@quiver/ui';
import type { LogParams, MetricRange } from '../../../data/monitor/keys.ts';
import { useInstanceLogQuery } from '../../../data/monitor/instance-log-query.ts';
import { metricRangeMs } from '../../../data/monitor/metric-series-query.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useDownloadFile } from '../../../lib/download.ts';
import { ActionUnavailable } from '../monitoring/action-unavailable.tsx';
import { TimeRangeControl } from '../monitoring/time-range.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import '../../../i18n/areas/instance-logs/index.ts';

/** Entries a page shows. */
export const LOG_PAGE_SIZE = 100;
/** How long typing pauses before the search is asked. */
const SEARCH_DELAY_MS = 300;
/** Below this width (Tailwind's `sm`) most log lines are wider than the log box. */
const NARROW_VIEWPORT = '(max-width: 40rem)';

/**
 * Whether the log starts with its lines wrapped: on a narrow screen (a phone, or a desktop window at
 * 400 % zoom), where an unwrapped line is read only by scrolling the box sideways (WCAG 1.4.10
 * Reflow). Read once: turning the phone or resizing the window does not undo the reader's choice.
 */
function startsWrapped() {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_VIEWPORT).matches;
}

/** What the reader chose; the range ends at `until`, fixed so paging through it stays put. */
interface LogFilter {
  level: LogLevelNumber;
  range: MetricRange;
  until: number;
  page: number;
}

/**
 * The detail page's logs tab: the instance's log a page at a time, newest page first (each page
 * reads oldest to newest, as a log does), narrowed by level (N shows N and more severe), time range
 * and a search in the messages; "Refresh" moves the range's end to now. "Download" saves the same
 * entries as a text file through the file-download helper (lib/download.ts).
 */
export function LogsTab({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const decision = canPerform(instance, 'logs');
  const [filter, setFilter] = useState<LogFilter>(() => ({
    level: 4,
    range: '1h',
    until: Date.now(),
    page: 1,
  }));
  const [typed, setTyped] = useState('');
  // Here rather than in the viewer: the viewer makes way for a skeleton or an error while a page
  // loads, and the reader's choice outlives it.
  const [wrapLines, setWrapLines] = useState(startsWrapped);
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [searched, setSearched] = useState(search);
  // A new search starts at the newest page of a range that ends now.
  if (searched !== search) {
    setSearched(search);
    setFilter((current) => ({ ...current, until: Date.now(), page: 1 }));
  }
  const params: LogParams = {
    instanceId: instance.id,
    level: filter.level,
    from: new Date(filter.until - metricRangeMs[filter.range]).toISOString(),
    to: new Date(filter.until).toISOString(),
    search: search === '' ? undefined : search,
    page: filter.page,
    pageSize: LOG_PAGE_SIZE,
  };
  const log = useInstanceLogQuery(params, decision.allowed);
  const download = useDownloadFile();
  const [downloading, setDownloading] = useState(false);

  const refilter = (change: Partial<LogFilter>) =>
    setFilter((current) => ({ ...current, until: Date.now(), page: 1, ...change }));

  const saveLog = async () => {
    setDownloading(true);
    try {
      const { page: _page, pageSize: _pageSize, ...file } = params;
      await download({ kind: 'instanceLog', ...file });
    } catch {
      // The client already said why (a toast); nothing else to undo.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('instance-logs.title')}</CardTitle>
        <CardDescription>{t('instance-logs.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!decision.allowed ? (
          <ActionUnavailable title={t('instance-logs.unavailable')} refusal={decision} />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <TimeRangeControl
                value={filter.range}
                onValueChange={(range) => refilter({ range })}
                label={t('instance-logs.range-label')}
              />
              <SearchField
                label={t('instance-logs.search')}
                placeholder={t('instance-logs.search-placeholder')}
                clearLabel={t('instance-logs.search-clear')}
                value={typed}
                onValueChange={setTyped}
                searching={log.isFetching && search !== ''}
                className="min-w-56 flex-1"
              />
              <Button
                variant="outline"
                startIcon={<RefreshCw />}
                onClick={() => refilter({})}
                loading={log.isFetching && !log.isPending}
                loadingLabel={t('instance-logs.refreshing')}
              >
                {t('instance-logs.refresh')}
              </Button>
              <Button
                variant="outline"
                startIcon={<Download />}
                onClick={() => void saveLog()}
                loading={downloading}
                loadingLabel={t('instance-logs.downloading')}
              >
                {t('instance-logs.download')}
              </Button>
            </div>
            <LogEntries
              query={log}
              level={filter.level}
              search={search}
              range={filter.range}
              onLevelChange={(level) => refilter({ level })}
              wrapLines={wrapLines}
              onWrapLinesChange={setWrapLines}
            />
            {log.data && log.data.total > LOG_PAGE_SIZE ? (
              <Pagination
                page={filter.page}
                pageCount={Math.ceil(log.data.total / LOG_PAGE_SIZE)}
                onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
                label={t('instance-logs.pages')}
                previousLabel={t('instance-logs.page-newer')}
                nextLabel={t('instance-logs.page-older')}
                pageLabel={(page) => t('instance-logs.page', { page })}
              />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface LogEntriesProps {
  query: ReturnType<typeof useInstanceLogQuery>;
  level: LogLevelNumber;
  search: string;
  range: MetricRange;
  onLevelChange: (level: LogLevelNumber) => void;
  wrapLines: boolean;
  onWrapLinesChange: (wrapLines: boolean) => void;
}

function LogEntries({
  query,
  level,
  search,
  range,
  onLevelChange,
  wrapLines,
  onWrapLinesChange,
}: LogEntriesProps) {
  const { t, i18n } = useTranslation();
  const page = query.data;
  // The viewer reads oldest to newest; the server pages newest first.
  const lines = useMemo<LogLine[]>(
    () =>
      (page?.items ?? []).toReversed().map((entry, index) => ({
        id: `${page?.page ?? 1}-${index}`,
        time: entry.at,
        level: entry.level as LogLevelNumber,
        message: entry.message,
      })),
    [page],
  );

  if (query.isPending) return <Skeleton className="h-96 w-full" />;
  if (query.isError && page === undefined)
    return (
      <Callout
        tone="danger"
        role="alert"
        title={t('instance-logs.load-failed-title')}
        toneLabel={t('instance-logs.tone-danger')}
        action={
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('instance-logs.load-failed-body')}
      </Callout>
    );

  const first =
    page === undefined || page.items.length === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = first === 0 || page === undefined ? 0 : first + page.items.length - 1;
  const rangeNames: Record<MetricRange, string> = {
    '1h': t('instance-logs.range.1h'),
    '6h': t('instance-logs.range.6h'),
    '24h': t('instance-logs.range.24h'),
    '7d': t('instance-logs.range.7d'),
  };
  return (
    <div className="flex flex-col gap-2">
      <LogViewer
        lines={lines}
        level={level}
        onLevelChange={onLevelChange}
        locale={i18n.language}
        label={t('instance-logs.viewer-label')}
        levelLabel={t('instance-logs.level')}
        wrapLines={wrapLines}
        onWrapLinesChange={onWrapLinesChange}
        wrapLabel={t('instance-logs.wrap-lines')}
        levelOptionLabel={(option, name) =>
          option === 1
            ? t('instance-logs.level-only', { level: option, name })
            : t('instance-logs.level-and-more-severe', { level: option, name })
        }
        jumpLabel={t('instance-logs.jump')}
        newLinesLabel={(count) => t('instance-logs.new-lines', { count })}
        emptyText={
          search === ''
            ? t('instance-logs.empty', { range: rangeNames[range] })
            : t('instance-logs.no-match', { search })
        }
        filteredEmptyText={(option, name) =>
          t('instance-logs.empty-level', { level: option, name })
        }
        aria-busy={query.isFetching}
      />
      <p role="status" className="text-sm text-muted-fg">
        {first === 0 || page === undefined
          ? ''
          : t('instance-logs.showing', { first, last, total: page.total })}
      </p>
    </div>
  );
}
