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

/** One dotted-quad address to its 32-bit value, or the key of what is wrong with it. */
function parseAddress(text: string): number | IpEntryErrorKey {
  const octets = text.split('.');
  if (octets.length !== 4) return 'validation.instance.allowed-ip-invalid';
  let value = 0;
  for (const octet of octets) {
    if (!/^[0-9]+$/.test(octet)) return 'validation.instance.allowed-ip-invalid';
    if (octet.length > 1 && octet.startsWith('0'))
      return 'validation.instance.allowed-ip-leading-zero';
    const number = Number(octet);
    if (number > 255) return 'validation.instance.allowed-ip-octet-out-of-range';
    value = value * 256 + number;
  }
  return value;
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
    const address = parseAddress(text.slice(0, slash));
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
    // Only spaces right next to the dash are allowed: trim them and nothing else.
    const start = parseAddress(text.slice(0, dash).replace(/ +$/, ''));
    if (typeof start === 'string') return failure(start);
    const end = parseAddress(text.slice(dash + 1).replace(/^ +/, ''));
    if (typeof end === 'string') return failure(end);
    if (start > end) return failure('validation.instance.allowed-ip-range-order');
    return { ok: true, start, end };
  }

  const address = parseAddress(text);
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
  if (codePointLength(context.value) > ALLOWED_IP_DESCRIPTION_MAX_CHARACTERS)
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
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const parsed = parseIpEntry(entry.ip);
      if (!parsed.ok) return;
      // A string key: start * 2^32 + end would exceed the 53 bits a double holds exactly.
      const identity = `${parsed.start}-${parsed.end}`;
      if (seen.has(identity))
        context.addIssue({
          code: 'custom',
          path: [index, 'ip'],
          message: 'validation.instance.allowed-ip-duplicate' satisfies ValidationMessageKey,
        });
      else seen.add(identity);
    });
  });
export type AllowedIpListInput = z.input<typeof allowedIpList>;
export type AllowedIpList = z.output<typeof allowedIpList>;
