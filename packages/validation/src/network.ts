// How an instance is reached: its listening port and the inbound IPv4 allow-list (spec section 5,
// DECISIONS.md "Validation").
import { z } from 'zod';
import type { ValidationMessageKey } from './messages.ts';
import { integerField } from './lib/rules.ts';
import { codePointLength, isBlank } from './lib/text.ts';

export const LISTENING_PORT_MIN = 60000;
export const LISTENING_PORT_MAX = 65535;
export const ALLOWED_IP_DESCRIPTION_MAX_CHARACTERS = 256;

/** Listening port: a whole number from 60000 to 65535; number or decimal text in, number out. */
export const listeningPort = integerField(
  LISTENING_PORT_MIN,
  LISTENING_PORT_MAX,
  'validation.instance.port-required',
  'validation.instance.port-invalid',
);
export type ListeningPortInput = z.input<typeof listeningPort>;
export type ListeningPort = z.output<typeof listeningPort>;

/**
 * An inclusive IPv4 address range. `start` and `end` are the addresses as unsigned 32-bit integers
 * (`10.0.0.1` is 167772161), so ranges compare and sort with plain number operators; a single
 * address has `start === end`. {@link formatIpRange} turns one back into text.
 */
export interface IpRange {
  readonly start: number;
  readonly end: number;
}

/** The keys {@link parseIpEntry} can fail with. */
export type IpEntryErrorKey = Extract<
  ValidationMessageKey,
  | 'validation.instance.allowed-ip-required'
  | 'validation.instance.allowed-ip-invalid'
  | 'validation.instance.allowed-ip-octet-out-of-range'
  | 'validation.instance.allowed-ip-leading-zero'
  | 'validation.instance.allowed-ip-prefix-invalid'
  | 'validation.instance.allowed-ip-range-order'
>;

export type IpEntryParseResult =
  | { readonly ok: true; readonly start: number; readonly end: number }
  | { readonly ok: false; readonly error: IpEntryErrorKey };

const ADDRESS_COUNT = 2 ** 32;

function failure(error: IpEntryErrorKey): IpEntryParseResult {
  return { ok: false, error };
}

const DIGIT_ZERO = 48;
const DIGIT_NINE = 57;
const DOT = 46;
const SPACE = 32;

/**
 * The dotted-quad address in `text[from..to)` as its 32-bit value, or the key of what is wrong.
 * One pass over char codes with no allocation: the allow-list is parsed on every keystroke and on
 * every request, so this is the hot path (see bench/run.ts). A malformed shape is reported before a
 * bad octet anywhere; within one octet a leading zero is reported before its range.
 */
function parseAddress(text: string, from: number, to: number): number | IpEntryErrorKey {
  let value = 0;
  let octet = 0;
  let digits = 0;
  let octets = 0;
  let octetProblem: IpEntryErrorKey | undefined;
  for (let index = from; index <= to; index += 1) {
    const code = index < to ? text.charCodeAt(index) : DOT; // a virtual dot closes the last octet
    if (code >= DIGIT_ZERO && code <= DIGIT_NINE) {
      if (digits === 1 && octet === 0)
        octetProblem ??= 'validation.instance.allowed-ip-leading-zero';
      octet = Math.min(octet * 10 + (code - DIGIT_ZERO), 256); // 256 stands for "too big"
      digits += 1;
    } else if (code === DOT) {
      if (digits === 0 || octets === 4) return 'validation.instance.allowed-ip-invalid';
      if (octet > 255) octetProblem ??= 'validation.instance.allowed-ip-octet-out-of-range';
      value = value * 256 + octet;
      octets += 1;
      octet = 0;
      digits = 0;
    } else return 'validation.instance.allowed-ip-invalid';
  }
  if (octets !== 4) return 'validation.instance.allowed-ip-invalid';
  return octetProblem ?? value;
}

/**
 * Reads one allowed-IP entry: a single IPv4 address (`10.0.0.1`), a range (`10.0.0.1-10.0.0.9`,
 * spaces around `-` allowed, start <= end) or a CIDR block (`10.0.0.0/24`, prefix 0-32; host bits
 * set are allowed and masked off, so `10.0.0.7/24` is 10.0.0.0-10.0.0.255). Octets are 0-255
 * written without leading zeros. No other whitespace is accepted.
 *
 * Returns `{ ok: true, start, end }` (unsigned 32-bit integers, see {@link IpRange}) or
 * `{ ok: false, error }` with a message key.
 */
export function parseIpEntry(text: string): IpEntryParseResult {
  if (text === '') return failure('validation.instance.allowed-ip-required');
  const slash = text.indexOf('/');
  const dash = text.indexOf('-');

  if (slash !== -1) {
    // A dash after the slash belongs to the prefix ('/-1'), which the prefix rule reports.
    if ((dash !== -1 && dash < slash) || text.indexOf('/', slash + 1) !== -1)
      return failure('validation.instance.allowed-ip-invalid');
    const address = parseAddress(text, 0, slash);
    if (typeof address === 'string') return failure(address);
    const prefix = text.slice(slash + 1);
    if (!/^(?:[0-9]|[12][0-9]|3[0-2])$/.test(prefix))
      return failure('validation.instance.allowed-ip-prefix-invalid');
    const blockSize = 2 ** (32 - Number(prefix));
    const start = address - (address % blockSize);
    return { ok: true, start, end: start + blockSize - 1 };
  }

  if (dash !== -1) {
    if (text.indexOf('-', dash + 1) !== -1)
      return failure('validation.instance.allowed-ip-invalid');
    // Only spaces right next to the dash are allowed: step over them and nothing else.
    let leftEnd = dash;
    while (leftEnd > 0 && text.charCodeAt(leftEnd - 1) === SPACE) leftEnd -= 1;
    let rightStart = dash + 1;
    while (rightStart < text.length && text.charCodeAt(rightStart) === SPACE) rightStart += 1;
    const start = parseAddress(text, 0, leftEnd);
    if (typeof start === 'string') return failure(start);
    const end = parseAddress(text, rightStart, text.length);
    if (typeof end === 'string') return failure(end);
    if (start > end) return failure('validation.instance.allowed-ip-range-order');
    return { ok: true, start, end };
  }

  const address = parseAddress(text, 0, text.length);
  if (typeof address === 'string') return failure(address);
  return { ok: true, start: address, end: address };
}

function formatAddress(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= ADDRESS_COUNT)
    throw new RangeError(`Not an IPv4 address value: ${value}`);
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

/**
 * The canonical text of a range: `10.0.0.1` for a single address, `10.0.0.0-10.0.0.255` otherwise
 * (CIDR input comes back as a range). Throws a RangeError for values that are not IPv4 addresses.
 */
export function formatIpRange(range: IpRange): string {
  const start = formatAddress(range.start);
  return range.start === range.end ? start : `${start}-${formatAddress(range.end)}`;
}

const ipText = z.string({
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? 'validation.instance.allowed-ip-required'
      : 'validation.invalid-type',
});

const description = z.string({ error: 'validation.invalid-type' }).check((context) => {
  // UTF-16 length bounds the code-point count from above, so most values skip the count.
  if (
    context.value.length > ALLOWED_IP_DESCRIPTION_MAX_CHARACTERS &&
    codePointLength(context.value) > ALLOWED_IP_DESCRIPTION_MAX_CHARACTERS
  )
    context.issues.push({
      code: 'custom',
      message: 'validation.instance.allowed-ip-description-too-long' satisfies ValidationMessageKey,
      input: context.value,
      continue: true,
    });
});

/**
 * One allowed inbound IP with its optional description. An empty IP is reported on `ip`: as
 * 'description without IP' when a description is filled in, as required otherwise. The values are
 * kept as typed; {@link parseIpEntry} gives the normalised range.
 */
export const allowedIpEntry = z
  .object({ ip: ipText, description: description.optional() }, { error: 'validation.invalid-type' })
  .superRefine((entry, context) => {
    let key: IpEntryErrorKey | 'validation.instance.allowed-ip-description-without-ip' | undefined;
    if (isBlank(entry.ip))
      key =
        entry.description !== undefined && !isBlank(entry.description)
          ? 'validation.instance.allowed-ip-description-without-ip'
          : 'validation.instance.allowed-ip-required';
    else {
      const parsed = parseIpEntry(entry.ip);
      if (!parsed.ok) key = parsed.error;
    }
    if (key !== undefined) context.addIssue({ code: 'custom', path: ['ip'], message: key });
  });
export type AllowedIpEntryInput = z.input<typeof allowedIpEntry>;
export type AllowedIpEntry = z.output<typeof allowedIpEntry>;

/**
 * The allow-list: every entry valid, and no entry equal to an earlier one after normalising
 * (`10.0.0.0/24` equals `10.0.0.0-10.0.0.255`; `1.2.3.4` equals `1.2.3.4/32`). A duplicate is
 * reported at `[index, 'ip']` of the later entry. Overlapping, unequal ranges are allowed.
 */
export const allowedIpList = z
  .array(allowedIpEntry, { error: 'validation.invalid-type' })
  .superRefine((entries, context) => {
    // Ends seen per start address: numbers, not string keys, keep the check allocation-light.
    const seen = new Map<number, Set<number>>();
    entries.forEach((entry, index) => {
      const parsed = parseIpEntry(entry.ip);
      if (!parsed.ok) return;
      const ends = seen.get(parsed.start);
      if (ends === undefined) seen.set(parsed.start, new Set([parsed.end]));
      else if (!ends.has(parsed.end)) ends.add(parsed.end);
      else
        context.addIssue({
          code: 'custom',
          path: [index, 'ip'],
          message: 'validation.instance.allowed-ip-duplicate' satisfies ValidationMessageKey,
        });
    });
  });
export type AllowedIpListInput = z.input<typeof allowedIpList>;
export type AllowedIpList = z.output<typeof allowedIpList>;
