import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { codes } from '@quiver/contract/wire';
import { Button, Skeleton, Spinner, buttonVariants } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api.ts';
import { routePaths } from '../../lib/brand.ts';
import { usePageSubject } from '../../lib/page-subject.ts';

/** The `?id=` of a resource's page, or null when it is missing or empty. */
export function useIdParam(): string | null {
  const [search] = useSearchParams();
  const id = search.get('id');
  return id === null || id === '' ? null : id;
}

/** What a resource's page says while it loads, when it fails and when there is no such resource. */
interface ResourceFrameTexts {
  /** The heading screen readers hear while loading. */
  loadingTitle: string;
  loading: string;
  loadFailedTitle: string;
  loadFailedBody: string;
  notFoundTitle: string;
  notFoundBody: string;
  /** The link back to the instance list. */
  backToList: string;
}

/**
 * The text areas of the resource pages: each names its states with the same keys under its own
 * prefix (`<area>.loading-title`, `<area>.not-found-body`, ...).
 */
export type FrameArea = 'instance-detail' | 'instance-config' | 'managers.config' | 'clusters';

function useFrameTexts(area: FrameArea): ResourceFrameTexts {
  const { t } = useTranslation();
  return {
    loadingTitle: t(`${area}.loading-title`),
    loading: t(`${area}.loading`),
    loadFailedTitle: t(`${area}.load-failed-title`),
    loadFailedBody: t(`${area}.load-failed-body`),
    notFoundTitle: t(`${area}.not-found-title`),
    notFoundBody: t(`${area}.not-found-body`),
    backToList: t(`${area}.back-to-list`),
  };
}

/**
 * The frame of a page about one instance, Manager or cluster (`?id=…`): a skeleton while it loads,
 * the failure in place with a retry, and, for an id that is missing, unknown, not the caller's or
 * not of this page's kind (`accept`), "not found" with the way back to the list; then the page.
 */
export function ResourceFrame<T extends { name: string }, E>({
  id,
  query,
  area,
  accept = () => true,
  children,
}: {
  /** The id of the address; null when it has none. */
  id: string | null;
  query: UseQueryResult<T, E>;
  /** Whose texts the page's states use (the caller loads that area). */
  area: FrameArea;
  /** Whether the resource read is one this page is about. */
  accept?: (resource: T) => boolean;
  children: (resource: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const texts = useFrameTexts(area);
  const shown = id !== null && query.data !== undefined && accept(query.data);
  // The tab's title names the resource: "graph-1 · Blaze instance · Quiver Cloud".
  usePageSubject(shown ? query.data?.name : undefined);
  if (id === null) return <ResourceNotFound texts={texts} />;
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{texts.loadingTitle}</h1>
        <Skeleton className="h-8 w-64" />
        <Spinner label={texts.loading} />
      </div>
    );
  if (query.isError) {
    if (isApiError(query.error) && query.error.serverCode === codes.notFound)
      return <ResourceNotFound texts={texts} />;
    return (
      <div className="flex flex-col items-start gap-3" role="alert">
        <h1 className="text-2xl font-semibold">{texts.loadFailedTitle}</h1>
        <p className="text-muted-fg">{texts.loadFailedBody}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!accept(query.data)) return <ResourceNotFound texts={texts} />;
  return children(query.data);
}

/** An id that is missing, unknown or not the caller's: said once, in place, with the way back. */
function ResourceNotFound({ texts }: { texts: ResourceFrameTexts }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <h1 className="text-2xl font-semibold">{texts.notFoundTitle}</h1>
      <p className="max-w-md text-muted-fg">{texts.notFoundBody}</p>
      <Link to={routePaths.instanceManagement} className={buttonVariants({ variant: 'outline' })}>
        {texts.backToList}
      </Link>
    </div>
  );
}
