// The Manager wizard's draft in this tab's sessionStorage (lib/storage.ts), as the Blaze wizard's:
// what was typed survives moving between steps and reloading, never the root password (nor its
// confirmation). A draft belongs to the account that wrote it.
import type { AppStorage } from '../../lib/storage.ts';
import {
  isString,
  readAllowedIpRows,
  storeDraft,
  storedDraft,
  type KeptValues as Kept,
} from '../create-shared/wizard-draft.ts';
import { pristineManagerValues, type ManagerValues } from './manager-form.ts';

type KeptValues = Kept<ManagerValues>;

export interface ManagerDraft {
  userId: string | null;
  values: KeptValues;
  /** A root password had been typed: after a reload the settings step says to type it again. */
  passwordTyped: boolean;
}

function readValues(raw: unknown): KeptValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const {
    rootPassword: _password,
    confirmPassword: _confirmation,
    ...defaults
  } = pristineManagerValues();
  const values: KeptValues = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof KeptValues>) {
    const value = record[key];
    if (key === 'allowedIps') {
      const rows = readAllowedIpRows(value);
      if (rows === null) return null;
      values.allowedIps = rows;
    } else if (key === 'clusterIds') {
      if (!Array.isArray(value) || !value.every(isString)) return null;
      values.clusterIds = [...value];
    } else {
      if (!isString(value)) return null;
      values[key] = value;
    }
  }
  return values;
}

/** The draft of `userId`, or null (none, another account's, or unreadable). */
export function readManagerDraft(storage: AppStorage, userId: string | null): ManagerDraft | null {
  const record = storedDraft(storage.managerCreateDraft, userId);
  if (record === null) return null;
  const values = readValues(record.values);
  if (values === null) return null;
  return { userId, values, passwordTyped: record.passwordTyped === true };
}

/** Keeps the values, the passwords left out. */
export function writeManagerDraft(
  storage: AppStorage,
  draft: { userId: string | null; values: ManagerValues; passwordTyped: boolean },
): void {
  storeDraft(storage.managerCreateDraft, draft);
}

export function clearManagerDraft(storage: AppStorage): void {
  storage.managerCreateDraft.clear();
}
