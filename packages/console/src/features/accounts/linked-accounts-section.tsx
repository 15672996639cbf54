import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@quiver/ui';
import { brand } from '../../lib/brand.ts';
import { notify } from '../../lib/notify.ts';
import { useExternalBoundQuery } from '../../data/user/external-bound-query.ts';
import { useUnbindExternalMutation } from '../../data/auth/unbind-external-mutation.ts';
import '../../i18n/areas/accounts/index.ts';

/** Cloud-marketplace accounts linked to this account (external account binding). */
export function LinkedAccountsSection() {
  const { t, i18n } = useTranslation();
  const bound = useExternalBoundQuery();
  const unbind = useUnbindExternalMutation();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('linked.title')}</CardTitle>
        <CardDescription>{t('linked.help')}</CardDescription>
      </CardHeader>
      <CardContent>
        {bound.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : bound.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{t('linked.load-failed')}</p>
            <Button variant="outline" onClick={() => void bound.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : bound.data.items.length === 0 ? (
          <p className="text-sm text-muted-fg">
            {t('linked.none')}{' '}
            <a
              href={brand.links.marketplace}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline"
            >
              {t('login.marketplace')}
            </a>
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {bound.data.items.map((item) => (
              <li
                key={item.channel}
                className="flex items-center justify-between gap-3 rounded-md border border-border p-3"
              >
                <div>
                  <p className="font-medium">{item.channel}</p>
                  <p className="text-sm text-muted-fg">
                    {t('linked.since', {
                      date: formatDateTime(item.boundAt, i18n.language, 'date'),
                    })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  loading={unbind.isPending && unbind.variables === item.channel}
                  onClick={() =>
                    unbind.mutate(item.channel, {
                      onSuccess: () => notify.success(t('linked.unlinked')),
                    })
                  }
                >
                  {t('linked.unlink')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
