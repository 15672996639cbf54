import { describe, expect, it } from 'vitest';
import { createStorage, storageKeys } from '../../lib/storage.ts';
import { memoryBackend } from '../../../test/render.tsx';
import { queryDraftsItem } from '../../lib/query-draft-storage.ts';
import { withDraft } from './query-draft.ts';

function sessionWith(initial: Record<string, string> = {}) {
  return queryDraftsItem(createStorage(undefined, memoryBackend(initial)));
}

describe('query drafts', () => {
  it('sets one instance’s draft last, and removes it when blank', () => {
    const drafts = { 'inst-1': 'RETURN 1', 'inst-2': 'RETURN 2' };
    expect(Object.keys(withDraft(drafts, 'inst-1', 'RETURN 10'))).toEqual(['inst-2', 'inst-1']);
    expect(withDraft(drafts, 'inst-1', '  \n')).toEqual({ 'inst-2': 'RETURN 2' });
  });

  it('keeps the 20 most recently edited instances', () => {
    let drafts = {};
    for (let i = 1; i <= 25; i += 1) drafts = withDraft(drafts, `inst-${i}`, `RETURN ${i}`);
    expect(Object.keys(drafts)).toHaveLength(20);
    expect(Object.keys(drafts)[0]).toBe('inst-6');
  });

  it('reads only text drafts, and an unreadable value as absent', () => {
    const raw = JSON.stringify({ 'inst-1': 'RETURN 1', 'inst-2': 7, 'inst-3': ' ' });
    expect(sessionWith({ [storageKeys.queryDrafts]: raw }).get()).toEqual({ 'inst-1': 'RETURN 1' });
    for (const bad of ['{not json', '["RETURN 1"]', 'null'])
      expect(sessionWith({ [storageKeys.queryDrafts]: bad }).get()).toBeNull();
  });
});
