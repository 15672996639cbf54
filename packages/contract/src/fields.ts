// Field rules the API needs beyond @quiver/validation (paging, ids, API key names, card details,
// query options...), in the same style: each rule reports one issue whose `message` is a stable key,
// and `toFieldErrors` turns any zod error into the `data.fields` map of the envelope.
import { z } from 'zod';
import type { IssueList } from '@quiver/validation';
import { isFieldMessageKey, type FieldMessageKey } from './field-text.ts';

type IssueLike = IssueList['issues'][number] & {
  readonly code?: string;
  readonly keys?: readonly string[];
  readonly input?: unknown;
};

/**
 * Whether a wrong-type issue is about a missing value. Issues carry their input only when parsed
 * with `reportInput: true` (as `parseRequest` does); otherwise zod's own message says what it got.
 */
function isMissing(issue: IssueLike): boolean {
  return 'input' in issue ? issue.input === undefined : / received undefined$/.test(issue.message);
}

/** The key for a zod issue whose message is not one of ours (a built-in check). */
function keyForBuiltInIssue(issue: IssueLike): FieldMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? 'validation.required' : 'validation.invalid-type';
    case 'invalid_value':
      return 'validation.invalid-option';
    case 'too_big':
      return 'api.text-too-long';
    default:
      return 'api.invalid-value';
  }
}

/**
 * `data.fields` from a zod error: `{ 'allowedIps.2.ip': 'validation.instance.allowed-ip-duplicate' }`.
 * Each field keeps its first issue; an unknown body field is reported at its own path; a built-in
 * zod issue (wrong type, missing) gets a generic key, so every value is a key the console can show.
 */
export function toFieldErrors(error: { readonly issues: ReadonlyArray<IssueLike> }) {
  const fields: Record<string, string> = {};
  const put = (path: ReadonlyArray<PropertyKey>, key: string) => {
    const name = path.map((segment) => String(segment)).join('.');
    if (!Object.hasOwn(fields, name)) fields[name] = key;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) put([...issue.path, key], 'api.unknown-field');
    } else {
      put(issue.path, isFieldMessageKey(issue.message) ? issue.message : keyForBuiltInIssue(issue));
    }
  }
  return fields;
}

/**
 * Parses an endpoint's raw query or body: the parsed value, or the `data.fields` of the refusal.
 * Every field problem comes back as a message key; no input is ever echoed.
 */
export function parseRequest<TSchema extends z.ZodType>(
  schema: TSchema,
  raw: unknown,
): { success: true; data: z.output<TSchema> } | { success: false; fields: Record<string, string> } {
  const result = schema.safeParse(raw, { reportInput: true });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, fields: toFieldErrors(result.error) };
}

// ---- builders ---------------------------------------------------------------------------------

type Check = (value: string) => FieldMessageKey | undefined;

/**
 * A string field: missing reports `requiredKey`, a non-string 'validation.invalid-type', and a
 * string is judged by `check`. Its issue does not stop the object's own rules from running, so a
 * form sees every field's problem at once (as in @quiver/validation).
 */
export function textRule(requiredKey: FieldMessageKey, check: Check) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredKey : 'validation.invalid-type',
    })
    .check((context) => {
      const key = check(context.value);
      if (key !== undefined)
        context.issues.push({ code: 'custom', message: key, input: context.value, continue: true });
    });
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Free text of `min` to `max` code points after trimming, without control characters; trimmed out. */
export function plainText(
  min: number,
  max: number,
  requiredKey: FieldMessageKey,
  invalidKey: FieldMessageKey,
) {
  return textRule(requiredKey, (value) => {
    const trimmed = value.trim();
    if (trimmed === '' && min > 0) return requiredKey;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)) return invalidKey;
    const length = codePoints(trimmed);
    return length < min || length > max ? invalidKey : undefined;
  }).trim();
}

const DECIMAL_INTEGER = /^(?:0|[1-9][0-9]*)$/;

/**
 * A whole number from `min` to `max` from a number or its decimal text (query strings arrive as
 * text): `'20'` and `20` give 20; `' 20'`, `'2e1'`, `'20.0'`, `'+20'`, `''` and `20.5` are refused.
 * Built as union, transform, bounded integer (like @quiver/validation's numeric fields) so it
 * converts to JSON Schema on both sides.
 */
export function integerRule(min: number, max: number, invalidKey: FieldMessageKey) {
  const invalid = { error: invalidKey, abort: true } as const;
  return z
    .union(
      [
        z.number(),
        z.string().regex(DECIMAL_INTEGER, {
          error: (issue) => (issue.input === '' ? 'validation.required' : invalidKey),
        }),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? 'validation.required' : invalidKey,
      },
    )
    .transform((value) => (typeof value === 'number' ? value + 0 : Number(value)))
    .pipe(z.number().int(invalid).min(min, invalid).max(max, invalid));
}

// ---- shared field schemas ----------------------------------------------------------------------

/** Opaque resource id: 1 to 64 characters of letters, digits, `_` and `-`. */
export const resourceId = textRule('validation.required', (value) =>
  /^[A-Za-z0-9_-]{1,64}$/.test(value) ? undefined : 'api.id-invalid',
);

/** A catalogue key (vendor, region, size, image, sample): lower-case slug up to 64 characters. */
export const catalogueKey = textRule('validation.required', (value) =>
  /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/.test(value) ? undefined : 'api.key-invalid',
);

/** A point in time as the API writes it: ISO 8601 in UTC (`Date.prototype.toISOString`). */
export const isoDateTime = z.iso.datetime({ error: 'api.datetime-invalid' });

/** An amount of money in micro-dollars (DECISIONS.md "Money"): a non-negative safe integer. */
export const micros = z.int().nonnegative();

/** 1-based page number of a list. */
export const page = integerRule(1, 100_000, 'api.page-invalid');
/** Items per page: 1 to 100. */
export const pageSize = integerRule(1, 100, 'api.page-size-invalid');

/** Paging parameters with their defaults (page 1, 10 items). */
export const pagingQuery = {
  page: page.default(1),
  pageSize: pageSize.default(10),
};

/** A page of `item`s with the total count of the unpaged list. */
export function pageOf<TItem extends z.ZodType>(item: TItem) {
  return z.object({
    items: z.array(item),
    total: z.int().nonnegative(),
    page: z.int().positive(),
    pageSize: z.int().positive(),
  });
}

/** Storage size in whole GB. */
export const storageGb = integerRule(1, 65_536, 'api.storage-invalid');

/** Six digits from an authenticator app (TOTP). */
export const totpCode = textRule('api.totp-code-required', (value) =>
  value === ''
    ? 'api.totp-code-required'
    : /^[0-9]{6}$/.test(value)
      ? undefined
      : 'api.totp-code-invalid',
);

/** The typed confirmation of a destructive action (spec §5: recovery and terminate). */
export const confirmName = textRule('api.confirm-name-required', (value) =>
  value === '' ? 'api.confirm-name-required' : undefined,
);

/** 1 to 100 different resource ids (status polling). */
export const resourceIdList = z
  .array(resourceId, { error: 'api.id-list-invalid' })
  .min(1, { error: 'api.id-list-invalid' })
  .max(100, { error: 'api.id-list-invalid' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'api.id-list-invalid' });

/** An operation's answer when nothing else is to be said. */
export const noData = z.null();
