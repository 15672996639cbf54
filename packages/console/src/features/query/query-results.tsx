import { useId, useMemo, useState, type RefObject } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { GraphSchema, QueryResult } from '@quiver/contract';
import {
  Badge,
  GraphView,
  SegmentedControl,
  Table,
  graphLabelColors,
  type TableColumn,
} from '@quiver/ui';
import type { RunQueryInput } from '../../data/query/run-query-mutation.ts';
import { resultRowLimit } from '../../data/query/run-query-mutation.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { QueryFailure } from './query-failure.tsx';
import { useGraphViewLabels } from './query-texts.ts';
import { columnWidths, formatValue, graphOfRows, sortValueOf } from './result-values.ts';
import '../../i18n/areas/query/index.ts';

type Success = Extract<QueryResult, { ok: true }>;
type Row = Success['rows'][number];
type ResultView = 'table' | 'graph';

interface QueryResultsProps {
  /** The summary line; focused after each run. */
  summaryRef: RefObject<HTMLDivElement | null>;
  /** What the shown result was asked with; null before the first run. */
  ran: RunQueryInput | null;
  run: UseMutationResult<QueryResult, Error, RunQueryInput>;
  instanceId: string;
  schema: GraphSchema | undefined;
  onInsert: (statement: string) => void;
  onShowPosition: (index: number) => void;
  onReadOnlyOff: () => void;
}

/**
 * The result of the last run: a summary (rows, time, cut at the row limit), then the rows as a
 * virtualised table or, when they hold nodes and relationships, as a node-link drawing; a refused
 * statement shows the engine's message and what to do next, never an empty table.
 */
export function QueryResults({
  summaryRef,
  ran,
  run,
  instanceId,
  schema,
  onInsert,
  onShowPosition,
  onReadOnlyOff,
}: QueryResultsProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  // One formatter per language (`toLocaleString` builds a new one on every call).
  const numberFormat = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const number = (value: number) => numberFormat.format(value);
  const result = run.isPending ? undefined : run.data;
  // Kept across runs: whoever chose the graph sees the next graph result as a graph too.
  const [view, setView] = useState<ResultView>('table');

  let summary: string;
  if (ran === null) summary = t('query.result.none-yet');
  else if (run.isPending) summary = t('query.result.running');
  else if (run.error) summary = t('query.result.not-run', { message: run.error.message });
  else if (result === undefined) summary = '';
  else if (!result.ok) summary = t('query.result.refused');
  else if (result.stats.rowCount === 0)
    summary = t('query.result.no-rows', { ms: number(result.stats.elapsedMs) });
  else
    summary = t('query.result.rows', {
      count: result.stats.rowCount,
      rows: number(result.stats.rowCount),
      ms: number(result.stats.elapsedMs),
    });

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('query.result.heading')}
      </h2>
      <div
        ref={summaryRef}
        tabIndex={-1}
        role="status"
        className="flex flex-wrap items-center gap-2 rounded-sm text-sm text-muted-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span>{summary}</span>
        {result?.ok && result.stats.truncated ? (
          <>
            <Badge tone="warning">{t('query.result.truncated')}</Badge>
            <span>{t('query.result.truncated-help', { limit: number(resultRowLimit) })}</span>
          </>
        ) : null}
      </div>
      {ran !== null && run.error ? (
        <QueryFailure
          failure={{ source: 'call', message: run.error.message }}
          statement={ran.statement}
          instanceId={instanceId}
          schema={schema}
          onInsert={onInsert}
          onShowPosition={onShowPosition}
          onReadOnlyOff={onReadOnlyOff}
        />
      ) : null}
      {ran !== null && result !== undefined && !result.ok ? (
        <QueryFailure
          failure={{ source: 'engine', ...result.error }}
          statement={ran.statement}
          instanceId={instanceId}
          schema={schema}
          onInsert={onInsert}
          onShowPosition={onShowPosition}
          onReadOnlyOff={onReadOnlyOff}
        />
      ) : null}
      {result?.ok && result.columns.length > 0 ? (
        <ResultView result={result} schema={schema} view={view} onViewChange={setView} />
      ) : null}
    </section>
  );
}

interface ResultViewProps {
  result: Success;
  schema: GraphSchema | undefined;
  view: ResultView;
  onViewChange: (view: ResultView) => void;
}

function ResultView({ result, schema, view, onViewChange }: ResultViewProps) {
  const { t } = useTranslation();
  const graphLabels = useGraphViewLabels();
  const graph = useMemo(() => graphOfRows(result.rows), [result]);
  const columns = useMemo<TableColumn<Row>[]>(() => {
    const widths = columnWidths(result.columns, result.rows);
    return result.columns.map((name, index) => ({
      id: String(index),
      // A column's name is the statement's own (`RETURN a.name AS fullName`): as written, not
      // upper-cased like the console's other headers, since Cypher names are case-sensitive.
      header: <span className="normal-case">{name}</span>,
      width: widths[index],
      // Plain text per cell: 10,000 rows stay as quick as the ui Table's benchmark.
      cell: (row) => formatValue(row[index]),
      cellTitle: (row) => formatValue(row[index]),
      sortValue: (row) => sortValueOf(row[index]),
    }));
  }, [result]);
  // Colours from the schema's table order, so a label keeps its colour from one query to the next.
  const labelColors = useMemo(
    () => (schema ? graphLabelColors(schema.nodeTables.map((table) => table.name)) : undefined),
    [schema],
  );
  const shown = graph === null ? 'table' : view;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {graph !== null ? (
        <SegmentedControl<ResultView>
          label={t('query.result.view')}
          className="self-start"
          options={[
            { value: 'table', label: t('query.result.view-table') },
            { value: 'graph', label: t('query.result.view-graph') },
          ]}
          value={view}
          onValueChange={onViewChange}
        />
      ) : null}
      {shown === 'graph' && graph !== null ? (
        <GraphView data={graph} labels={graphLabels} labelColors={labelColors} height={520} />
      ) : (
        <Table
          label={t('query.result.table-label')}
          columns={columns}
          rows={result.rows}
          density="compact"
          emptyLabel={t('query.result.table-empty')}
          loadingLabel={t('query.result.running')}
          retryLabel={t('query.retry')}
        />
      )}
    </div>
  );
}
