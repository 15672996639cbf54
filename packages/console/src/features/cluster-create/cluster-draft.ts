// The cluster wizard's draft in this tab's sessionStorage (lib/storage.ts), as the Blaze wizard
// keeps its own: what was typed survives going back, forward and reloading, but never the root
// password (nor its confirmation), which lives only in the page's memory. A draft belongs to the
// account that wrote it.
import type { AppStorage } from '../../lib/storage.ts';
import {
  isRecord,
  isString,
  readAllowedIpRows,
  storeDraft,
  storedDraft,
  type KeptValues,
} from '../create-shared/wizard-draft.ts';
import {
  clusterTypes,
  layoutRoles,
  pristineClusterValues,
  type ClusterValues,
  type LayoutLine,
} from './cluster-form.ts';
import { engineSettingKeys } from '../create-shared/engine-settings.tsx';

export interface ClusterDraft {
  userId: string | null;
  values: KeptValues<ClusterValues>;
  /** A root password had been typed: after a reload the settings step says to type it again. */
  passwordTyped: boolean;
}

function readLine(raw: unknown): LayoutLine | null {
  if (!isRecord(raw) || !isString(raw.sizeId) || !isString(raw.count)) return null;
  return { sizeId: raw.sizeId, count: raw.count };
}

function readValues(raw: unknown): ClusterDraft['values'] | null {
  if (!isRecord(raw)) return null;
  const {
    rootPassword: _password,
    confirmPassword: _confirmation,
    ...values
  } = pristineClusterValues();
  const type = raw.type;
  if (type !== '' && !clusterTypes.includes(type as never)) return null;
  values.type = type as ClusterValues['type'];
  for (const key of ['vendor', 'region', 'version', 'name', 'port'] as const) {
    const value = raw[key];
    if (!isString(value)) return null;
    values[key] = value;
  }
  // Added after the first drafts were written: a draft without them keeps the defaults.
  for (const key of engineSettingKeys) {
    const value = raw[key];
    if (value === undefined) continue;
    if (!isString(value)) return null;
    values[key] = value;
  }
  if (!isRecord(raw.layout)) return null;
  for (const role of layoutRoles) {
    const line = readLine(raw.layout[role]);
    if (line === null) return null;
    values.layout[role] = line;
  }
  const rows = readAllowedIpRows(raw.allowedIps);
  if (rows === null) return null;
  values.allowedIps = rows;
  return values;
}

/** The draft of `userId` in `storage`, or null (none, another account's, or unreadable). */
export function readClusterDraft(storage: AppStorage, userId: string | null): ClusterDraft | null {
  const raw = storedDraft(storage.clusterCreateDraft, userId);
  if (raw === null) return null;
  const values = readValues(raw.values);
  if (values === null) return null;
  return { userId, values, passwordTyped: raw.passwordTyped === true };
}

/** Keeps the values, the password left out. */
export function writeClusterDraft(
  storage: AppStorage,
  draft: { userId: string | null; values: ClusterValues; passwordTyped: boolean },
): void {
  storeDraft(storage.clusterCreateDraft, draft);
}

export function clearClusterDraft(storage: AppStorage): void {
  storage.clusterCreateDraft.clear();
}
