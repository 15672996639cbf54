// The wizard's draft in this tab's sessionStorage (lib/storage.ts): what was typed survives going
// back, forward and reloading, but never the root password (nor its confirmation), which lives
// only in the page's memory. A draft belongs to the account that wrote it.
import type { AppStorage } from '../../lib/storage.ts';
import {
  isString,
  readAllowedIpRows,
  storeDraft,
  storedDraft,
  type KeptValues,
} from '../create-shared/wizard-draft.ts';
import { creatableEditions, pristineValues, type CreateValues } from './create-form.ts';

export interface CreateDraft {
  /** The account that typed it (`null` when not known). */
  userId: string | null;
  values: KeptValues<CreateValues>;
  /** The instance this one is cloned from (`?cloneOf=`), sent with the create call. */
  cloneOf?: string;
  /** A root password had been typed: after a reload the Account step says to type it again. */
  passwordTyped: boolean;
}

function readValues(raw: unknown): CreateDraft['values'] | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const { rootPassword: _password, confirmPassword: _confirmation, ...defaults } = pristineValues();
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof typeof defaults>) {
    const value = record[key];
    if (key === 'shortUuid') {
      if (typeof value !== 'boolean') return null;
      values.shortUuid = value;
    } else if (key === 'allowedIps') {
      const rows = readAllowedIpRows(value);
      if (rows === null) return null;
      values.allowedIps = rows;
    } else if (key === 'edition') {
      if (value !== '' && !creatableEditions.includes(value as never)) return null;
      values.edition = value as CreateValues['edition'];
    } else {
      if (!isString(value)) return null;
      values[key] = value;
    }
  }
  return values;
}

/** The draft of `userId` in `storage`, or null (none, another account's, or unreadable). */
export function readDraft(storage: AppStorage, userId: string | null): CreateDraft | null {
  const record = storedDraft(storage.blazeCreateDraft, userId);
  if (record === null) return null;
  const values = readValues(record.values);
  if (values === null) return null;
  return {
    userId,
    values,
    passwordTyped: record.passwordTyped === true,
    ...(isString(record.cloneOf) ? { cloneOf: record.cloneOf } : {}),
  };
}

/** Keeps the values, the password left out. */
export function writeDraft(
  storage: AppStorage,
  draft: { userId: string | null; values: CreateValues; cloneOf?: string; passwordTyped: boolean },
): void {
  storeDraft(
    storage.blazeCreateDraft,
    draft,
    draft.cloneOf === undefined ? {} : { cloneOf: draft.cloneOf },
  );
}

export function clearDraft(storage: AppStorage): void {
  storage.blazeCreateDraft.clear();
}
