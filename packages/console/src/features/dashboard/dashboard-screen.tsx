import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { Link } from '../../lib/link.tsx';
import { instanceKindInfo, instanceKinds, type InstanceKind } from '@quiver/validation';
import { accountRefusalReason, messages } from '@quiver/contract/wire';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
  buttonVariants,
  sanitizeHtml,
} from '@quiver/ui';
import { routePaths } from '../../lib/brand.ts';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';
import { useInstanceCountQuery } from '../../data/instance/instance-count-query.ts';
import { useNoticeQuery } from '../../data/notice/notice-query.ts';
import { createPath } from '../instances/instance-paths.ts';
import { MonthCostCard } from '../billing/month-cost-card.tsx';
import { NewestInstances } from './newest-instances.tsx';
import '../../i18n/areas/dashboard/index.ts';

const priorityTone = { CRITICAL: 'danger', IMPORTANT: 'warning', COMMON: 'info' } as const;

/**
 * The dashboard: greeting, account state, instance count by kind, quick create per kind, the newest
 * instances with their live status, the notice.
 */
export function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const user = useUserInfoQuery();
  const count = useInstanceCountQuery();
  const notice = useNoticeQuery();
  const kindText: Record<InstanceKind, string> = {
    BLAZE: t('dashboard.kind.blaze'),
    POWERHOUSE: t('dashboard.kind.powerhouse'),
    MANAGER: t('dashboard.kind.manager'),
  };
  const priorityText = {
    CRITICAL: t('notice.priority.critical'),
    IMPORTANT: t('notice.priority.important'),
    COMMON: t('notice.priority.common'),
  } as const;
  const status = user.data?.status;
  const refusal = status === undefined ? null : accountRefusalReason[status];
  const name = user.data?.name ?? user.data?.email ?? '';

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('dashboard.greeting', { name })}</h1>
        <p className="text-muted-fg">{t('dashboard.subtitle')}</p>
      </header>
      {refusal !== null && (
        <p role="status" className="rounded-md bg-warning-subtle p-3 text-sm text-warning-text">
          {messages[refusal]}{' '}
          {status === 'REVIEW' && (
            <Link to={routePaths.help} className="underline">
              {t('dashboard.review-link')}
            </Link>
          )}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('dashboard.instances')}</CardTitle>
            <CardDescription>{t('dashboard.instances-help')}</CardDescription>
          </CardHeader>
          <CardContent>
            {count.isPending ? (
              <Skeleton className="h-10 w-24" />
            ) : count.isError ? (
              <div role="alert" className="flex flex-col items-start gap-2 text-sm">
                <p>{t('dashboard.count-failed')}</p>
                <Button size="sm" variant="outline" onClick={() => void count.refetch()}>
                  {t('common.retry')}
                </Button>
              </div>
            ) : (
              <div className="flex flex-col gap-2">
                <p className="text-4xl font-semibold tabular-nums">{count.data.instanceNum}</p>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  {instanceKinds.map((kind) => (
                    <div key={kind}>
                      <dt className="text-muted-fg">{instanceKindInfo[kind].displayName}</dt>
                      <dd className="font-medium tabular-nums">
                        {/* Each kind's count leads to the list filtered by it (clusters too). */}
                        <Link
                          to={`${routePaths.instanceManagement}?kind=${kind}`}
                          className="text-primary underline-offset-2 hover:underline"
                          aria-label={t('dashboard.kind-count', {
                            count: count.data.byKind[kind],
                            kind: instanceKindInfo[kind].displayName,
                          })}
                        >
                          {count.data.byKind[kind]}
                        </Link>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </CardContent>
          <CardFooter>
            <Link
              to={routePaths.instanceManagement}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t('dashboard.view-instances')}
            </Link>
          </CardFooter>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle level={2}>{t('dashboard.quick-create')}</CardTitle>
            <CardDescription>{t('dashboard.quick-create-help')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-3">
              {instanceKinds.map((kind) => (
                <li key={kind} className="flex flex-col gap-2 rounded-lg border border-border p-3">
                  <p className="font-medium">{instanceKindInfo[kind].displayName}</p>
                  <p className="flex-1 text-sm text-muted-fg">{kindText[kind]}</p>
                  {/* Three equal choices, so none is the screen's primary action (a newcomer's is
                  the newest instances' "Create a Blaze instance"). */}
                  <Link
                    to={createPath[kind]}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    aria-label={t('dashboard.create-kind', {
                      kind: instanceKindInfo[kind].displayName,
                    })}
                  >
                    {t('dashboard.create')}
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <NewestInstances />
        <div className="flex flex-col gap-4">
          {/* This month's running total (issue 14). */}
          <MonthCostCard />
          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('dashboard.notices')}</CardTitle>
            </CardHeader>
            <CardContent>
              {notice.data ? (
                <div className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-3">
                    <Badge tone={priorityTone[notice.data.priority]}>
                      {priorityText[notice.data.priority]}
                    </Badge>
                    <p className="font-medium">{notice.data.title}</p>
                    <time className="text-sm text-muted-fg" dateTime={notice.data.publishedAt}>
                      {formatDateTime(notice.data.publishedAt, i18n.language, 'date')}
                    </time>
                  </div>
                  {/* The contents too, so a notice closed in the banner today can still be read here.
                  Server HTML, through the same allowlist sanitiser as the banner. */}
                  <div
                    className="text-sm [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2"
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.data.contents) }}
                  />
                </div>
              ) : (
                <p className="text-sm text-muted-fg">
                  {notice.isPending ? t('common.loading') : t('dashboard.no-notices')}
                </p>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
