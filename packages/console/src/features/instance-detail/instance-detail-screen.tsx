import { Link, useSearchParams } from 'react-router';
import { codes } from '@quiver/contract/wire';
import type { Instance } from '@quiver/contract';
import {
  Button,
  Skeleton,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  buttonVariants,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { routePaths } from '../../lib/brand.ts';
import { useInstanceDetailQuery } from '../../data/instance/instance-detail-query.ts';
import { useInstanceStatePolling } from '../../data/instance/instance-state-query.ts';
import { detailTabs, type DetailTab } from '../instances/instance-paths.ts';
import { MonitoringTab } from './monitoring/monitoring-tab.tsx';
import { LogsTab } from './logs/logs-tab.tsx';
import { BackupsTab } from './backups/backups-tab.tsx';
import { DetailHeader } from './detail-header.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ConfigurationTab } from './configuration-tab.tsx';
import '../../i18n/areas/instance-detail/index.ts';

function readTab(value: string | null): DetailTab {
  return (detailTabs as readonly (string | null)[]).includes(value)
    ? (value as DetailTab)
    : 'overview';
}

/**
 * `/blaze/{brand}GraphDetail?id=…&tab=…`: the header (name, live status, actions) over the tabs
 * Overview, Monitoring, Logs, Backups and Configuration; the chosen tab is kept in the URL. An id
 * that is unknown or not the caller's shows a not-found state with the way back to the list.
 */
export function InstanceDetailScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  const instanceId = id === null || id === '' ? null : id;
  const detail = useInstanceDetailQuery(instanceId);
  useInstanceStatePolling(detail.data ? [detail.data] : []);

  if (instanceId === null) return <InstanceNotFound />;
  if (detail.isPending)
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{t('instance-detail.loading-title')}</h1>
        <Skeleton className="h-8 w-64" />
        <Spinner label={t('instance-detail.loading')} />
      </div>
    );
  if (detail.isError) {
    const error = detail.error;
    if (isApiError(error) && error.serverCode === codes.notFound) return <InstanceNotFound />;
    return (
      <div className="flex flex-col items-start gap-3" role="alert">
        <h1 className="text-2xl font-semibold">{t('instance-detail.load-failed-title')}</h1>
        <p className="text-muted-fg">{t('instance-detail.load-failed-body')}</p>
        <Button variant="outline" onClick={() => void detail.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <InstanceDetail instance={detail.data} />;
}

function InstanceDetail({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = readTab(search.get('tab'));
  const labels: Record<DetailTab, string> = {
    overview: t('instance-detail.tab.overview'),
    monitoring: t('instance-detail.tab.monitoring'),
    logs: t('instance-detail.tab.logs'),
    backups: t('instance-detail.tab.backups'),
    configuration: t('instance-detail.tab.configuration'),
  };
  const chooseTab = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
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

/** An id that is missing, unknown or not the caller's: said once, in place, with the way back. */
function InstanceNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <h1 className="text-2xl font-semibold">{t('instance-detail.not-found-title')}</h1>
      <p className="max-w-md text-muted-fg">{t('instance-detail.not-found-body')}</p>
      <Link to={routePaths.instanceManagement} className={buttonVariants({ variant: 'outline' })}>
        {t('instance-detail.back-to-list')}
      </Link>
    </div>
  );
}
