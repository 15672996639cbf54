import { Tabs, TabsContent, TabsList, TabsTrigger } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { ClusterDetail } from '../../data/clusters/cluster-detail-query.ts';
import { ClusterFrame } from '../cluster-shared/cluster-frame.tsx';
import { clusterDetailTabs, type ClusterDetailTab } from '../cluster-shared/cluster-paths.ts';
import { useTabParam } from '../resource-shared/tab-param.ts';
import { ClusterMonitoringTab } from './cluster-monitoring-tab.tsx';
import { ClusterOverviewTab } from './cluster-overview-tab.tsx';
import { ClusterQueryTab } from './cluster-query-tab.tsx';
import '../../i18n/areas/clusters/index.ts';

/**
 * `/powerhouse/{brand}GraphDetail?id=…&tab=…`: the cluster's header (name, live status, actions)
 * over the tabs Overview (every server, access, price, root password), Monitoring (per server) and
 * Query; the chosen tab is kept in the URL.
 */
export function ClusterDetailScreen() {
  return (
    <ClusterFrame page="detail">{(cluster) => <ClusterTabs cluster={cluster} />}</ClusterFrame>
  );
}

function ClusterTabs({ cluster }: { cluster: ClusterDetail }) {
  const { t } = useTranslation();
  const [tab, chooseTab] = useTabParam(clusterDetailTabs);
  const labels: Record<ClusterDetailTab, string> = {
    overview: t('clusters.tab.overview'),
    monitoring: t('clusters.tab.monitoring'),
    query: t('clusters.tab.query'),
  };
  return (
    <Tabs value={tab} onValueChange={chooseTab}>
      <TabsList aria-label={t('clusters.tabs')} className="overflow-x-auto overflow-y-hidden">
        {clusterDetailTabs.map((id) => (
          <TabsTrigger key={id} value={id}>
            {labels[id]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview" className="pt-2">
        <ClusterOverviewTab cluster={cluster} />
      </TabsContent>
      <TabsContent value="monitoring" className="pt-2">
        <ClusterMonitoringTab cluster={cluster} />
      </TabsContent>
      <TabsContent value="query" className="pt-2">
        <ClusterQueryTab cluster={cluster} />
      </TabsContent>
    </Tabs>
  );
}
