// Backups (spec section 5: "Backup tag: under 20 characters").
import type { z } from 'zod';
import { textField } from './lib/rules.ts';
import { codePointLength, isBlank } from './lib/text.ts';

/** Spec: "under 20 characters", counted as code points (an emoji is one character). */
export const BACKUP_TAG_MAX_CHARACTERS = 19;

/** Backup tag: required (blank counts as missing), 1 to 19 characters. Kept exactly as typed. */
export const backupTag = textField('validation.backup.tag-required', (value) => {
  if (isBlank(value)) return 'validation.backup.tag-required';
  if (codePointLength(value) > BACKUP_TAG_MAX_CHARACTERS) return 'validation.backup.tag-too-long';
  return undefined;
});
export type BackupTag = z.output<typeof backupTag>;
