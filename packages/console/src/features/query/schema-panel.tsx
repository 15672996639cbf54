import { useId, useMemo } from 'react';
import { Link as RouterLink } from '../../lib/link.tsx';
import { RefreshCw } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GraphSchema } from '@quiver/contract';
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardHeader,
  CardTitle,
  IconButton,
  Link,
  Skeleton,
  graphLabelColors,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useQueryPaths } from './query-paths.ts';
import '../../i18n/areas/query/index.ts';

type Property = GraphSchema['nodeTables'][number]['properties'][number];

function PropertyList({ properties, label }: { properties: readonly Property[]; label: string }) {
  const { t } = useTranslation();
  if (properties.length === 0)
    return <p className="pl-5 text-xs text-muted-fg">{t('query.schema.no-properties')}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-0.5 pl-5">
      {properties.map((property) => (
        <li key={property.name} className="flex flex-wrap items-center gap-x-2 text-xs">
          <span className="font-mono">{property.name}</span>
          <span className="font-mono text-muted-fg">{property.type}</span>
          {property.primaryKey ? (
            <Badge size="sm" tone="neutral">
              {t('query.schema.primary-key')}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The graph's node and relationship tables with their properties (and a relationship table's
 * ends), beside the editor: kuzu accepts data only for tables that exist. Node tables carry the
 * colour their nodes have in the graph view.
 */
export function SchemaPanel({
  instanceId,
  schema,
}: {
  instanceId: string;
  schema: UseQueryResult<GraphSchema>;
}) {
  const samples = useQueryPaths().samples(instanceId);
  const { t } = useTranslation();
  const headingId = useId();
  const colors = useMemo(
    () => graphLabelColors(schema.data?.nodeTables.map((table) => table.name) ?? []),
    [schema.data],
  );
  let content;
  if (schema.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{t('query.schema.failed')}</p>
        <Button size="sm" variant="outline" onClick={() => void schema.refetch()}>
          {t('query.retry')}
        </Button>
      </div>
    );
  } else if (schema.data === undefined) {
    content = (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">{t('query.schema.loading')}</span>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  } else if (schema.data.nodeTables.length === 0 && schema.data.relTables.length === 0) {
    content = (
      <div className="flex flex-col gap-2 text-sm">
        <p className="font-medium">{t('query.schema.empty-title')}</p>
        <p className="text-muted-fg">{t('query.schema.empty-description')}</p>
        {samples === null ? null : (
          <Link asChild className="self-start">
            <RouterLink to={samples}>{t('query.schema.load-sample')}</RouterLink>
          </Link>
        )}
      </div>
    );
  } else {
    const { nodeTables, relTables } = schema.data;
    content = (
      <div className="flex flex-col gap-4">
        <section aria-labelledby={`${headingId}-nodes`} className="flex flex-col gap-2">
          <h3 id={`${headingId}-nodes`} className="text-sm font-semibold">
            {t('query.schema.node-tables', { count: nodeTables.length })}
          </h3>
          <ul className="flex flex-col gap-3">
            {nodeTables.map((table) => (
              <li key={table.name} className="flex flex-col gap-1">
                <span className="flex items-center gap-2 font-mono text-sm font-medium break-all">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-full"
                    style={{ background: colors[table.name] }}
                  />
                  {table.name}
                </span>
                <PropertyList
                  properties={table.properties}
                  label={t('query.schema.properties-of', { table: table.name })}
                />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${headingId}-rels`} className="flex flex-col gap-2">
          <h3 id={`${headingId}-rels`} className="text-sm font-semibold">
            {t('query.schema.rel-tables', { count: relTables.length })}
          </h3>
          {relTables.length === 0 ? (
            <p className="text-xs text-muted-fg">{t('query.schema.no-rel-tables')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {relTables.map((table) => (
                <li key={table.name} className="flex flex-col gap-1">
                  <span className="font-mono text-sm font-medium break-all">{table.name}</span>
                  <ul
                    aria-label={t('query.schema.connections-of', { table: table.name })}
                    className="flex flex-col pl-5 font-mono text-xs text-muted-fg"
                  >
                    {table.connections.map((end) => (
                      <li key={`${end.from}→${end.to}`}>
                        {t('query.schema.connection', { from: end.from, to: end.to })}
                      </li>
                    ))}
                  </ul>
                  <PropertyList
                    properties={table.properties}
                    label={t('query.schema.properties-of', { table: table.name })}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('query.schema.title')}</CardTitle>
        <CardAction compact>
          <IconButton
            size="sm"
            variant="ghost"
            label={t('query.schema.refresh')}
            icon={<RefreshCw />}
            loading={schema.isFetching}
            onClick={() => void schema.refetch()}
          />
        </CardAction>
      </CardHeader>
      <CardContent aria-busy={schema.isFetching || undefined}>{content}</CardContent>
    </Card>
  );
}
