import { canPerform } from '@quiver/contract';
import { EmptyState } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { ClusterDetail } from '../../data/clusters/cluster-detail-query.ts';
import { QueryWorkspace } from '../query/query-workspace.tsx';
import type { QueryTargetPaths } from '../query/query-paths.ts';
import { clusterPaths } from '../cluster-shared/cluster-paths.ts';
import { useClusterRefusalText } from '../cluster-shared/refusal-text.ts';
import '../../i18n/areas/clusters/index.ts';

/** The query workspace's links for a cluster: its pages, and no sample graphs. */
const clusterQueryPaths: QueryTargetPaths = {
  detail: (id) => clusterPaths.detail(id),
  samples: () => null,
  configuration: (id) => clusterPaths.configure(id),
};

/**
 * Cypher statements on the cluster (the query screen's workspace: editor, schema, history), sent
 * with the cluster's id to `/instance/query`, which runs them on its entry server. Usable while
 * the lifecycle table allows `connect`; otherwise why, in place (the status polling opens it again
 * once an operation ends).
 */
export function ClusterQueryTab({ cluster }: { cluster: ClusterDetail }) {
  const { t } = useTranslation();
  const refusalText = useClusterRefusalText();
  const connect = canPerform(cluster, 'connect');
  if (!connect.allowed)
    return (
      <EmptyState
        headingLevel={2}
        title={t('clusters.query.unavailable')}
        description={refusalText(connect)}
      />
    );
  // Keyed by cluster: another cluster's editor, history and result start afresh.
  return <QueryWorkspace key={cluster.id} instance={cluster} paths={clusterQueryPaths} />;
}
