import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../lib/link.tsx';
import type { GraphSchema } from '@quiver/contract';
import { Button, Callout, CodeBlock, Link } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import {
  guidanceFor,
  pointsAtColumn,
  type EngineFailure,
  type QueryGuidance,
} from './query-guidance.ts';
import { useQueryPaths } from './query-paths.ts';
import '../../i18n/areas/query/index.ts';

/** A statement the engine refused (`ok: false`), or a call the server refused (the instance state). */
export type RunFailure =
  ({ source: 'engine' } & EngineFailure) | { source: 'call'; message: string };

interface QueryFailureProps {
  failure: RunFailure;
  statement: string;
  instanceId: string;
  schema: GraphSchema | undefined;
  onInsert: (statement: string) => void;
  onShowPosition: (index: number) => void;
  onReadOnlyOff: () => void;
}

/**
 * The engine's message as it is (kuzu's own words, in a code block; it wraps unless it has a line
 * of carets to keep under its column), the kind of failure as a title, and what to do next with the
 * action that does it.
 */
export function QueryFailure({
  failure,
  statement,
  instanceId,
  schema,
  onInsert,
  onShowPosition,
  onReadOnlyOff,
}: QueryFailureProps) {
  const { t } = useTranslation();
  const paths = useQueryPaths();
  const samples = paths.samples(instanceId);
  const guidance =
    failure.source === 'engine'
      ? guidanceFor(failure, {
          statement,
          nodeTables: schema?.nodeTables.map((table) => table.name),
          relTables: schema?.relTables.map((table) => table.name),
        })
      : null;
  const title =
    failure.source === 'call'
      ? t('query.failure.title-call')
      : {
          syntax: t('query.failure.title-syntax'),
          runtime: t('query.failure.title-runtime'),
          timeout: t('query.failure.title-timeout'),
          'read-only': t('query.failure.title-read-only'),
          unavailable: t('query.failure.title-unavailable'),
        }[failure.kind];
  const detailLink = (text: string) => (
    <Link asChild>
      <RouterLink to={paths.detail(instanceId)}>{text}</RouterLink>
    </Link>
  );

  const advice = (
    item: QueryGuidance | null,
  ): { text: ReactNode; action?: ReactNode; snippet?: string } | null => {
    if (failure.source === 'call') return { text: detailLink(t('query.guidance.instance-state')) };
    if (item === null) return null;
    switch (item.kind) {
      case 'create-node-table':
      case 'create-rel-table':
        return {
          text: [
            t(
              item.kind === 'create-node-table'
                ? 'query.guidance.create-node-table'
                : 'query.guidance.create-rel-table',
              { table: item.table },
            ),
            item.similar === null ? '' : t('query.guidance.did-you-mean', { name: item.similar }),
          ]
            .filter(Boolean)
            .join(' '),
          snippet: item.snippet,
          action: (
            <Button size="sm" variant="outline" onClick={() => onInsert(item.snippet)}>
              {t('query.guidance.insert-create', { table: item.table })}
            </Button>
          ),
        };
      case 'unknown-property':
        return { text: t('query.guidance.unknown-property', { property: item.property }) };
      case 'unknown-variable':
        return { text: t('query.guidance.unknown-variable', { variable: item.variable }) };
      case 'parse-position':
        return {
          text: t('query.guidance.parse-position', { line: item.line, column: item.column }),
          action: (
            <Button size="sm" variant="outline" onClick={() => onShowPosition(item.index)}>
              {t('query.guidance.show-position')}
            </Button>
          ),
        };
      case 'check-names':
        return { text: t('query.guidance.check-names') };
      case 'read-only':
        return {
          text: t('query.guidance.read-only'),
          action: (
            <Button size="sm" variant="outline" onClick={onReadOnlyOff}>
              {t('query.guidance.read-only-off')}
            </Button>
          ),
        };
      case 'timeout':
        return { text: t('query.guidance.timeout') };
      case 'duplicate-key':
        return { text: t('query.guidance.duplicate-key') };
      case 'one-statement':
        return { text: t('query.guidance.one-statement') };
      case 'not-allowed':
        return {
          text: t('query.guidance.not-allowed'),
          action:
            samples === null ? undefined : (
              <Link asChild>
                <RouterLink to={samples}>{t('query.guidance.load-sample')}</RouterLink>
              </Link>
            ),
        };
      case 'out-of-memory':
        return { text: t('query.guidance.out-of-memory') };
      case 'storage-full':
        return {
          text: t('query.guidance.storage-full'),
          action: (
            <Link asChild>
              <RouterLink to={paths.configuration(instanceId)}>
                {t('query.guidance.open-configuration')}
              </RouterLink>
            </Link>
          ),
        };
      case 'unavailable':
        return { text: detailLink(t('query.guidance.unavailable')) };
    }
  };
  const next = advice(guidance);
  const copyLabels = {
    copyLabel: t('query.failure.copy'),
    copiedLabel: t('query.failure.copied'),
    copyFailedLabel: t('query.failure.copy-failed'),
  };

  return (
    <Callout tone="danger" title={title} toneLabel={t('query.failure.tone')}>
      <div className="flex flex-col gap-3">
        <CodeBlock
          code={failure.message}
          title={t('query.failure.message')}
          wrap={!pointsAtColumn(failure.message)}
          {...copyLabels}
        />
        {next ? (
          <div className="flex flex-col items-start gap-2">
            <p>
              <span className="font-semibold">{t('query.guidance.next')}</span> {next.text}
            </p>
            {next.snippet ? (
              <CodeBlock
                code={next.snippet}
                title={t('query.guidance.snippet')}
                wrap
                {...copyLabels}
              />
            ) : null}
            {next.action}
          </div>
        ) : null}
      </div>
    </Callout>
  );
}
