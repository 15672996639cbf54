import type { ClusterDetail } from '../../data/clusters/cluster-detail-query.ts';
import { useRoleLabels } from '../cluster-shared/role-labels.ts';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/clusters/index.ts';

/**
 * A name for each server a person can tell apart: its role and its number among that role's
 * servers ("Meta server 1", "Shard server 2"), in the order the cluster lists them.
 */
export function useServerNames(cluster: Pick<ClusterDetail, 'servers'>): Map<string, string> {
  const { t } = useTranslation();
  const roles = useRoleLabels();
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const server of cluster.servers) {
    const number = (seen.get(server.role) ?? 0) + 1;
    seen.set(server.role, number);
    names.set(server.id, t('clusters.servers.name', { role: roles.one[server.role], number }));
  }
  return names;
}
