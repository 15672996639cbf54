// The Manager wizard's draft in this tab's sessionStorage (lib/storage.ts), as the Blaze wizard's:
// what was typed survives moving between steps and reloading, never the root password (nor its
// confirmation). A draft belongs to the account that wrote it.
import type { AppStorage } from '../../lib/storage.ts';
import { pristineManagerValues, type ManagerValues } from './manager-form.ts';

type KeptValues = Omit<ManagerValues, 'rootPassword' | 'confirmPassword'>;

export interface ManagerDraft {
  userId: string | null;
  values: KeptValues;
  /** A root password had been typed: after a reload the settings step says to type it again. */
  passwordTyped: boolean;
}

const draftVersion = 1;

const isString = (value: unknown): value is string => typeof value === 'string';

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
      if (!Array.isArray(value)) return null;
      const rows = value.filter(
        (row): row is { ip: string; description: string } =>
          typeof row === 'object' &&
          row !== null &&
          isString((row as { ip?: unknown }).ip) &&
          isString((row as { description?: unknown }).description),
      );
      if (rows.length !== value.length) return null;
      values.allowedIps = rows.map(({ ip, description }) => ({ ip, description }));
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
  const raw = storage.managerCreateDraft.get();
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (record.version !== draftVersion || (record.userId ?? null) !== userId) return null;
  const values = readValues(record.values);
  if (values === null) return null;
  return { userId, values, passwordTyped: record.passwordTyped === true };
}

/** Keeps the values, the passwords left out. */
export function writeManagerDraft(
  storage: AppStorage,
  draft: { userId: string | null; values: ManagerValues; passwordTyped: boolean },
): void {
  const { rootPassword: _password, confirmPassword: _confirmation, ...kept } = draft.values;
  storage.managerCreateDraft.set({
    version: draftVersion,
    userId: draft.userId,
    values: kept,
    passwordTyped: draft.passwordTyped,
  });
}

export function clearManagerDraft(storage: AppStorage): void {
  storage.managerCreateDraft.clear();
}
