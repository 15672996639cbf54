import type { Instance } from '@quiver/contract';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { detailTabs, type DetailTab } from '../instances/instance-paths.ts';
import { ResourceFrame } from '../resource-shared/resource-frame.tsx';
import { useAddressedInstance } from '../resource-shared/addressed-instance.ts';
import { useTabParam } from '../resource-shared/tab-param.ts';
import { MonitoringTab } from './monitoring/monitoring-tab.tsx';
import { LogsTab } from './logs/logs-tab.tsx';
import { BackupsTab } from './backups/backups-tab.tsx';
import { DetailHeader } from './detail-header.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ConfigurationTab } from './configuration-tab.tsx';
import '../../i18n/areas/instance-detail/index.ts';

/**
 * `/blaze/{brand}GraphDetail?id=…&tab=…`: the header (name, live status, actions) over the tabs
 * Overview, Monitoring, Logs, Backups and Configuration; the chosen tab is kept in the URL. An id
 * that is unknown or not the caller's shows a not-found state with the way back to the list.
 */
export function InstanceDetailScreen() {
  const { instanceId, detail } = useAddressedInstance();
  return (
    <ResourceFrame id={instanceId} query={detail} area="instance-detail">
      {(instance) => <InstanceDetail instance={instance} />}
    </ResourceFrame>
  );
}

function InstanceDetail({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const [tab, chooseTab] = useTabParam(detailTabs);
  const labels: Record<DetailTab, string> = {
    overview: t('instance-detail.tab.overview'),
    monitoring: t('instance-detail.tab.monitoring'),
    logs: t('instance-detail.tab.logs'),
    backups: t('instance-detail.tab.backups'),
    configuration: t('instance-detail.tab.configuration'),
  };
  return (
    <div className="flex flex-col gap-6">
      <DetailHeader instance={instance} />
      <Tabs value={tab} onValueChange={chooseTab}>
        <TabsList
          aria-label={t('instance-detail.tabs')}
          className="overflow-x-auto overflow-y-hidden"
        >
          {detailTabs.map((id) => (
            <TabsTrigger key={id} value={id}>
              {labels[id]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="pt-2">
          <OverviewTab instance={instance} />
        </TabsContent>
        <TabsContent value="monitoring" className="pt-2">
          <MonitoringTab instance={instance} />
        </TabsContent>
        <TabsContent value="logs" className="pt-2">
          <LogsTab instance={instance} />
        </TabsContent>
        <TabsContent value="backups" className="pt-2">
          <BackupsTab instance={instance} />
        </TabsContent>
        <TabsContent value="configuration" className="pt-2">
          <ConfigurationTab instance={instance} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
