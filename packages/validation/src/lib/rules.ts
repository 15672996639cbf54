// Builders shared by the field schemas. Each rule reports exactly one issue, the most basic problem
// first, and its `message` is a key of `validationMessages`, so forms and the server show the same text.
import { z } from 'zod';
import type { ValidationMessageKey } from '../messages.ts';

/** A pure check: the message key of the first problem, or undefined when the value is valid. */
export type TextCheck = (value: string) => ValidationMessageKey | undefined;

function missingOrWrongType(requiredKey: ValidationMessageKey) {
  return (issue: { input?: unknown }): ValidationMessageKey =>
    issue.input === undefined || issue.input === null ? requiredKey : 'validation.invalid-type';
}

/**
 * A string field: `undefined`/`null` report `requiredKey`, a non-string reports
 * 'validation.invalid-type', and a string is judged by `check`. The value is not altered.
 */
export function textField(requiredKey: ValidationMessageKey, check: TextCheck) {
  // `continue: true` lets object and list rules (duplicates, password confirmation) still run when a
  // field has a problem, so a form shows every field's own message at once.
  return z.string({ error: missingOrWrongType(requiredKey) }).check((context) => {
    const key = check(context.value);
    if (key !== undefined)
      context.issues.push({ code: 'custom', message: key, input: context.value, continue: true });
  });
}

/** Canonical non-negative decimal integers only: no sign, no spaces, no leading zeros, no exponent. */
const DECIMAL_INTEGER = /^(?:0|[1-9][0-9]*)$/;

/**
 * Reads a whole number from what a form gives (a string) or what an API gives (a number), strictly:
 * `60000` and `'60000'` give 60000; `' 60000'`, `'6e4'`, `'60000.0'`, `'+60000'`, `'0x1'`, `60000.5`,
 * NaN and Infinity give undefined. Negative numbers pass through as numbers (the range rejects them).
 */
export function readStrictInteger(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value + 0 : undefined; // -0 -> 0
  if (!DECIMAL_INTEGER.test(value)) return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

/**
 * A whole-number field from `min` to `max` (both included) that accepts a number or its decimal
 * text and outputs a number. `''`, `undefined` and `null` report `requiredKey`; anything else that
 * is not a whole number in range reports `invalidKey` (one message states the whole rule).
 *
 * Built from plain zod parts (union -> transform -> bounded integer) rather than one custom
 * transform, so the schema stays representable by `z.toJSONSchema` both ways: the input side is
 * `number | decimal string`, the output side an integer with its minimum and maximum (OpenAPI).
 */
export function integerField(
  min: number,
  max: number,
  requiredKey: ValidationMessageKey,
  invalidKey: ValidationMessageKey,
) {
  // `abort` keeps to one issue per value (2^53 would otherwise fail both "integer" and "max").
  const invalid = { error: invalidKey, abort: true } as const;
  return z
    .union(
      [
        z.number(),
        z.string().regex(DECIMAL_INTEGER, {
          error: (issue) => (issue.input === '' ? requiredKey : invalidKey),
        }),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? requiredKey : invalidKey,
      },
    )
    .transform((value) => (typeof value === 'number' ? value + 0 : Number(value))) // -0 -> 0
    .pipe(z.number().int(invalid).min(min, invalid).max(max, invalid));
}
