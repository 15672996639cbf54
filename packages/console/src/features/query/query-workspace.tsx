import { useEffect, useId, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import type { Instance } from '@quiver/contract';
import { Button, CypherEditor, Switch } from '@quiver/ui';
import { useGraphSchemaQuery } from '../../data/query/graph-schema-query.ts';
import { useRunQueryMutation } from '../../data/query/run-query-mutation.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replaceEditorText, showEditorPosition } from './editor-text.ts';
import { HistoryPanel } from './history-panel.tsx';
import { useQueryDraft } from './query-draft.ts';
import { useQueryHistory } from './query-history.ts';
import { QueryResults } from './query-results.tsx';
import { SchemaPanel } from './schema-panel.tsx';
import { SnippetMenu } from './snippet-menu.tsx';
import { QueryPathsContext, queryPaths, type QueryTargetPaths } from './query-paths.ts';
import '../../i18n/areas/query/index.ts';

/**
 * The editor, its Run button and read-only switch, the result under them, and beside them the
 * schema and the history. Tab order follows the work: editor, Run, result, schema, history. The
 * result's summary is announced politely after each run; a run from the Run button or the history
 * also moves the focus to it (the button is busy while it runs), while one from the editor (Ctrl/⌘
 * +Enter) leaves the focus in the editor, to go on writing as in any query editor.
 */
export function QueryWorkspace({
  instance,
  paths,
}: {
  /** What statements run on: an instance, or a cluster (its id; it runs them on its entry server). */
  instance: Pick<Instance, 'id'>;
  /** Where its links lead, when not to a Blaze instance's pages. */
  paths?: QueryTargetPaths;
}) {
  return (
    <QueryPathsContext.Provider value={paths ?? queryPaths}>
      <Workspace instance={instance} />
    </QueryPathsContext.Provider>
  );
}

function Workspace({ instance }: { instance: Pick<Instance, 'id'> }) {
  const { t } = useTranslation();
  const editorId = useId();
  const emptyErrorId = useId();
  const readOnlyId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const draft = useQueryDraft(instance.id);
  // What was being written when the screen was left (to load a sample, say) is there again.
  const [statement, setStatement] = useState(draft.initial);
  const [readOnly, setReadOnly] = useState(false);
  const [emptyRefused, setEmptyRefused] = useState(false);
  /** What the result on screen was asked with (the statement may have been edited since). */
  const [ran, setRan] = useState<{ statement: string; readOnly: boolean } | null>(null);
  const history = useQueryHistory(instance.id);
  const schema = useGraphSchemaQuery(instance.id, { enabled: true });
  const run = useRunQueryMutation(instance.id);

  const editor = () => document.getElementById(editorId) as HTMLTextAreaElement | null;
  const putInEditor = (text: string) => {
    setEmptyRefused(false);
    replaceEditorText(editor(), text, setStatement);
  };

  // Whether the run under way was started from outside the editor (`execute`'s `focusSummary`).
  const focusSummaryAfterRun = useRef(true);
  const execute = (text: string, { focusSummary = true } = {}) => {
    if (text.trim() === '') {
      setEmptyRefused(true);
      editor()?.focus();
      return;
    }
    if (run.isPending) return;
    setEmptyRefused(false);
    focusSummaryAfterRun.current = focusSummary;
    // Kept before the answer: a statement the engine refuses is one to fix and run again.
    history.remember(text.trim());
    setRan({ statement: text, readOnly });
    run.mutate({ statement: text, readOnly });
  };

  const keepDraft = draft.keep;
  useEffect(() => keepDraft(statement), [keepDraft, statement]);

  const settled = run.isSuccess || run.isError;
  useEffect(() => {
    if (settled && focusSummaryAfterRun.current) summaryRef.current?.focus();
  }, [settled, run.submittedAt]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby={`${editorId}-heading`} className="flex min-w-0 flex-col gap-4">
        <h2 id={`${editorId}-heading`} className="sr-only">
          {t('query.editor.heading')}
        </h2>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={editorId} className="text-sm font-medium">
            {t('query.editor.label')}
          </label>
          <CypherEditor
            id={editorId}
            value={statement}
            onValueChange={(value) => {
              setStatement(value);
              if (value.trim() !== '') setEmptyRefused(false);
            }}
            onRun={(text) => execute(text, { focusSummary: false })}
            placeholder={t('query.editor.placeholder')}
            invalid={emptyRefused}
            aria-describedby={emptyRefused ? emptyErrorId : undefined}
            lineNumbers
            minRows={5}
            maxRows={16}
            keyboardHint={({ apple, tabIndents }) =>
              [
                t(apple ? 'query.editor.hint-run-apple' : 'query.editor.hint-run'),
                tabIndents ? t('query.editor.hint-tab') : '',
              ]
                .filter(Boolean)
                .join(' ')
            }
          />
          {emptyRefused ? (
            <p id={emptyErrorId} className="text-sm text-danger-text">
              {t('query.editor.empty')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <Button
            onClick={() => execute(statement)}
            loading={run.isPending}
            loadingLabel={t('query.run.running')}
          >
            <Play aria-hidden="true" />
            {t('query.run.label')}
          </Button>
          <div className="flex items-center gap-2">
            <Switch id={readOnlyId} checked={readOnly} onCheckedChange={setReadOnly} />
            <label htmlFor={readOnlyId} className="text-sm">
              {t('query.read-only.label')}
            </label>
          </div>
          <SnippetMenu instanceId={instance.id} onInsert={putInEditor} />
        </div>
        <QueryResults
          summaryRef={summaryRef}
          ran={ran}
          run={run}
          instanceId={instance.id}
          schema={schema.data}
          onInsert={putInEditor}
          onShowPosition={(index) => showEditorPosition(editor(), index)}
          onReadOnlyOff={() => {
            setReadOnly(false);
            document.getElementById(readOnlyId)?.focus();
          }}
        />
      </section>
      <aside aria-label={t('query.aside.label')} className="flex min-w-0 flex-col gap-6">
        <SchemaPanel instanceId={instance.id} schema={schema} />
        <HistoryPanel
          statements={history.statements}
          onRun={(text) => {
            setStatement(text);
            execute(text);
          }}
          onEdit={putInEditor}
        />
      </aside>
    </div>
  );
}
