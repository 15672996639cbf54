import { useCallback, useMemo } from 'react';
import { queryDraftsItem, type QueryDrafts } from '../../lib/query-draft-storage.ts';
import { useServices } from '../../lib/services.tsx';
import { withHistory } from './query-history.ts';

/**
 * `drafts` with `instanceId`'s draft set to `statement` (last, as the most recently edited, for as
 * many instances as histories are kept), or removed when it is blank.
 */
export function withDraft(drafts: QueryDrafts, instanceId: string, statement: string): QueryDrafts {
  if (statement.trim() === '')
    return Object.fromEntries(Object.entries(drafts).filter(([id]) => id !== instanceId));
  return withHistory(drafts, instanceId, statement);
}

/**
 * The statement being written on one instance's query screen, kept in this tab
 * (lib/query-draft-storage.ts): `initial` is what was left in the editor last time, `keep` saves
 * the editor's text as it changes.
 */
export function useQueryDraft(instanceId: string) {
  const { storage } = useServices();
  const stored = useMemo(() => queryDraftsItem(storage), [storage]);
  const initial = useMemo(() => stored.get()?.[instanceId] ?? '', [stored, instanceId]);
  const keep = useCallback(
    (statement: string) => {
      // Read again: the stored value holds the other instances' drafts too.
      const drafts = stored.get() ?? {};
      if ((drafts[instanceId] ?? '') === statement) return;
      stored.set(withDraft(drafts, instanceId, statement));
    },
    [stored, instanceId],
  );
  return { initial, keep };
}
