import type { ReactNode, Ref } from 'react';
import { Pagination, Table, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/billing/index.ts';

/** What a paged billing section says about its table. */
export interface PagedSectionTexts {
  title: string;
  /** The table's accessible name. */
  table: string;
  loading: string;
  loadFailed: string;
  empty: string;
  /** The pagination's accessible name. */
  pages: string;
}

/**
 * A billing section listing one page of rows at a time: its heading, the table (loading, the
 * failure with a retry, the empty state in place), and the page links when there is more than one.
 */
export function PagedSection<R extends { id: string }>({
  id,
  texts,
  columns,
  query,
  pageSize,
  page,
  onPageChange,
  headingRef,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  texts: PagedSectionTexts;
  columns: TableColumn<R>[];
  query: {
    data?: { items: R[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => Promise<unknown>;
  };
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The heading, made focusable, when the section moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What the section holds beside the table (its dialogs). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / pageSize)) : 1;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef === undefined ? undefined : -1}
        className="text-lg font-semibold"
      >
        {texts.title}
      </h2>
      <Table
        label={texts.table}
        columns={columns}
        rows={query.data?.items ?? []}
        getRowId={(row) => row.id}
        loading={query.isPending}
        loadingLabel={texts.loading}
        error={query.isError ? texts.loadFailed : undefined}
        onRetry={() => void query.refetch()}
        retryLabel={t('common.retry')}
        emptyLabel={texts.empty}
        maxHeight="none"
      />
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={texts.pages}
          previousLabel={t('billing.page-previous')}
          nextLabel={t('billing.page-next')}
          pageLabel={(number) => t('billing.page', { page: number })}
        />
      ) : null}
      {children}
    </section>
  );
}
