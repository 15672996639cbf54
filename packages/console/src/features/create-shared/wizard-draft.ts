// What the create wizards' drafts share: each keeps its own in this tab's sessionStorage
// (lib/storage.ts) under a version, for the account that typed it, never with the root password
// (nor its confirmation), which lives only in the page's memory.
import type { StoredItem } from '../../lib/storage.ts';

const draftVersion = 1;

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The values a draft keeps: all but the passwords. */
export type KeptValues<V> = Omit<V, 'rootPassword' | 'confirmPassword'>;

/** The stored draft of `userId` (its version and account checked), or null. */
export function storedDraft(
  slot: StoredItem<unknown>,
  userId: string | null,
): Record<string, unknown> | null {
  const raw = slot.get();
  if (!isRecord(raw)) return null;
  if (raw.version !== draftVersion || (raw.userId ?? null) !== userId) return null;
  return raw;
}

/** Stored allowed-IP rows, or null when they are not rows of two strings. */
export function readAllowedIpRows(
  value: unknown,
): Array<{ ip: string; description: string }> | null {
  if (!Array.isArray(value)) return null;
  const rows = value.filter(
    (row): row is { ip: string; description: string } =>
      isRecord(row) && isString(row.ip) && isString(row.description),
  );
  if (rows.length !== value.length) return null;
  return rows.map(({ ip, description }) => ({ ip, description }));
}

/** Keeps the values, the passwords left out (`extra`, such as the clone's source, beside them). */
export function storeDraft<V extends { rootPassword: string; confirmPassword: string }>(
  slot: StoredItem<unknown>,
  draft: { userId: string | null; values: V; passwordTyped: boolean },
  extra: Record<string, unknown> = {},
): void {
  const { rootPassword: _password, confirmPassword: _confirmation, ...kept } = draft.values;
  slot.set({
    version: draftVersion,
    userId: draft.userId,
    values: kept,
    passwordTyped: draft.passwordTyped,
    ...extra,
  });
}
