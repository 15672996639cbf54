import { useId } from 'react';
import { instanceKindInfo } from '@quiver/validation';
import { SearchField, SegmentedControl } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useStatusLabels } from './instance-status.tsx';
import {
  listedKinds,
  statusFilters,
  type ListFilters,
  type ListedKind,
  type StatusFilter,
} from './use-instance-list-search.ts';
import '../../i18n/areas/instances/index.ts';

const ALL = 'all';

interface InstanceListFiltersProps {
  /** The search field's id, for the screen to give it the focus. */
  searchId?: string;
  filters: ListFilters;
  draft: string;
  onDraftChange: (value: string) => void;
  onFiltersChange: (changes: Partial<Omit<ListFilters, 'page'>>) => void;
  /** True while the rows of a new search or filter load. */
  searching: boolean;
}

/** Search by name, and filter by status and kind. */
export function InstanceListFilters({
  searchId,
  filters,
  draft,
  onDraftChange,
  onFiltersChange,
  searching,
}: InstanceListFiltersProps) {
  const { t } = useTranslation();
  const statusLabels = useStatusLabels();
  const statusLabelId = useId();
  const kindLabelId = useId();
  const statusText: Record<StatusFilter, string> = {
    active: statusLabels.Active,
    stopped: statusLabels.Stopped,
    error: statusLabels.Error,
    cancelled: statusLabels.Cancelled,
  };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      <SearchField
        id={searchId}
        label={t('instances.search')}
        placeholder={t('instances.search-placeholder')}
        clearLabel={t('instances.search-clear')}
        value={draft}
        onValueChange={onDraftChange}
        searching={searching}
        className="lg:max-w-xs"
      />
      <div className="flex flex-col gap-1">
        <span id={statusLabelId} className="text-xs font-medium text-muted-fg">
          {t('instances.filter-status')}
        </span>
        <SegmentedControl
          aria-labelledby={statusLabelId}
          size="sm"
          value={filters.status ?? ALL}
          onValueChange={(value) =>
            onFiltersChange({ status: value === ALL ? null : (value as StatusFilter) })
          }
          options={[
            { value: ALL, label: t('instances.filter-all') },
            ...Object.keys(statusFilters).map((key) => ({
              value: key,
              label: statusText[key as StatusFilter],
            })),
          ]}
        />
      </div>
      <div className="flex flex-col gap-1">
        <span id={kindLabelId} className="text-xs font-medium text-muted-fg">
          {t('instances.filter-kind')}
        </span>
        <SegmentedControl
          aria-labelledby={kindLabelId}
          size="sm"
          value={filters.kind ?? ALL}
          onValueChange={(value) =>
            onFiltersChange({ kind: value === ALL ? null : (value as ListedKind) })
          }
          options={[
            { value: ALL, label: t('instances.filter-all') },
            ...listedKinds.map((kind) => ({
              value: kind,
              label: instanceKindInfo[kind].displayName,
            })),
          ]}
        />
      </div>
    </div>
  );
}
