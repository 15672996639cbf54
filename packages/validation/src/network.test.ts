import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcome, issuesOf, parsed } from './lib/test-helpers.ts';
import {
  allowedIpEntry,
  allowedIpList,
  formatIpRange,
  listeningPort,
  parseIpEntry,
} from './network.ts';

const INVALID = 'validation.instance.allowed-ip-invalid';
const OCTET = 'validation.instance.allowed-ip-octet-out-of-range';
const ZERO = 'validation.instance.allowed-ip-leading-zero';
const PREFIX = 'validation.instance.allowed-ip-prefix-invalid';
const ORDER = 'validation.instance.allowed-ip-range-order';
const REQUIRED = 'validation.instance.allowed-ip-required';

describe('listeningPort: integer 60000 to 65535', () => {
  it.each([
    [59999, 'validation.instance.port-invalid'],
    [60000, 'ok'],
    [60001, 'ok'],
    [65534, 'ok'],
    [65535, 'ok'],
    [65536, 'validation.instance.port-invalid'],
    ['59999', 'validation.instance.port-invalid'],
    ['60000', 'ok'],
    ['65535', 'ok'],
    ['65536', 'validation.instance.port-invalid'],
    [0, 'validation.instance.port-invalid'],
    [-60000, 'validation.instance.port-invalid'],
    [undefined, 'validation.instance.port-required'],
    [null, 'validation.instance.port-required'],
    ['', 'validation.instance.port-required'],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(listeningPort, input)).toBe(expected);
  });

  it('outputs a number', () => {
    expect(parsed(listeningPort, '60123')).toBe(60123);
    expect(parsed(listeningPort, 65535)).toBe(65535);
  });
});

/** Independent reference: the address as a number from its dotted text, by BigInt bit shifting. */
function referenceAddress(octets: readonly number[]): number {
  return Number(octets.reduce((sum, octet) => (sum << 8n) | BigInt(octet), 0n));
}

describe('parseIpEntry: single addresses', () => {
  it.each([
    ['0.0.0.0', 0],
    ['255.255.255.255', 4294967295],
    ['10.0.0.1', 167772161],
    ['192.168.1.254', 3232236030],
    ['1.2.3.4', 16909060],
  ])('%s is %d', (text, value) => {
    expect(parseIpEntry(text)).toEqual({ ok: true, start: value, end: value });
  });

  it.each([
    // octet bounds: 255 fits, 256 does not, in every position
    ['255.0.0.0', 'ok'],
    ['256.0.0.0', OCTET],
    ['0.256.0.0', OCTET],
    ['0.0.256.0', OCTET],
    ['0.0.0.256', OCTET],
    ['0.0.0.999', OCTET],
    ['0.0.0.1000', OCTET],
    // leading zeros, in every position; a lone 0 is fine
    ['0.0.0.0', 'ok'],
    ['01.0.0.0', ZERO],
    ['0.01.0.0', ZERO],
    ['0.0.01.0', ZERO],
    ['0.0.0.01', ZERO],
    ['00.0.0.0', ZERO],
    ['010.000.000.001', ZERO],
    ['0255.0.0.0', ZERO],
    // shape
    ['', REQUIRED],
    ['1.2.3', INVALID],
    ['1.2.3.4.5', INVALID],
    ['1.2.3.', INVALID],
    ['.1.2.3', INVALID],
    ['1..2.3', INVALID],
    ['1.2.3.a', INVALID],
    ['1.2.3.-4', INVALID],
    ['1.2.3.+4', INVALID],
    ['1.2.3.0x4', INVALID],
    ['1.2.3.4 ', INVALID],
    [' 1.2.3.4', INVALID],
    ['1.2. 3.4', INVALID],
    ['1.2.3.4\n', INVALID],
    ['١.٢.٣.٤', INVALID], // Arabic-Indic digits are not ASCII digits
    ['１.2.3.4', INVALID], // full-width digit
    ['::1', INVALID],
    ['2001:db8::1', INVALID],
    ['localhost', INVALID],
    ['1.2.3.4,1.2.3.5', INVALID],
  ])('%j -> %s', (text, expected) => {
    const result = parseIpEntry(text);
    expect(result.ok ? 'ok' : result.error).toBe(expected);
  });
});

describe('parseIpEntry: ranges', () => {
  it.each([
    ['10.0.0.1-10.0.0.9', 'ok'],
    ['10.0.0.1 - 10.0.0.9', 'ok'],
    ['10.0.0.1   -   10.0.0.9', 'ok'],
    ['10.0.0.1 -10.0.0.9', 'ok'],
    ['10.0.0.1- 10.0.0.9', 'ok'],
    ['10.0.0.5-10.0.0.5', 'ok'], // start == end: one address
    ['10.0.0.6-10.0.0.5', ORDER], // start > end by one
    ['10.0.1.0-10.0.0.255', ORDER],
    ['0.0.0.0-255.255.255.255', 'ok'],
    ['255.255.255.255-0.0.0.0', ORDER],
    ['10.0.0.1\t-10.0.0.9', INVALID], // only spaces around the dash
    ['10.0.0.1-\u00a010.0.0.9', INVALID], // no-break space is not a space here
    [' 10.0.0.1-10.0.0.9', INVALID],
    ['10.0.0.1-10.0.0.9 ', INVALID],
    ['10.0.0.1--10.0.0.9', INVALID],
    ['10.0.0.1-10.0.0.5-10.0.0.9', INVALID],
    ['10.0.0.1-', INVALID],
    ['-10.0.0.1', INVALID],
    ['-', INVALID],
    ['10.0.0.1-10.0.0', INVALID],
    ['10.0.0.1-10.0.0.256', OCTET],
    ['10.0.0.01-10.0.0.9', ZERO],
    ['10.0.0.1-10.0.0.09', ZERO],
    ['10.0.0.0/24-10.0.1.0', PREFIX], // what follows the slash is not a prefix length
    ['10.0.0.0-10.0.1.0/24', INVALID],
    ['10.0.0.1–10.0.0.9', INVALID], // an en dash is not the range dash
  ])('%j -> %s', (text, expected) => {
    const result = parseIpEntry(text);
    expect(result.ok ? 'ok' : result.error).toBe(expected);
  });

  it('normalises spaces away', () => {
    expect(parseIpEntry('10.0.0.1 - 10.0.0.9')).toEqual(parseIpEntry('10.0.0.1-10.0.0.9'));
    expect(parseIpEntry('10.0.0.1-10.0.0.9')).toEqual({
      ok: true,
      start: 167772161,
      end: 167772169,
    });
  });
});

describe('parseIpEntry: CIDR blocks', () => {
  it.each([
    ['10.0.0.0/0', 0, 4294967295],
    ['10.0.0.0/1', 0, 2147483647],
    ['200.0.0.0/1', 2147483648, 4294967295],
    ['10.0.0.0/8', 167772160, 184549375],
    ['10.0.0.0/24', 167772160, 167772415],
    ['10.0.0.7/24', 167772160, 167772415], // host bits are masked off
    ['10.0.0.6/31', 167772166, 167772167],
    ['10.0.0.7/32', 167772167, 167772167],
    ['255.255.255.255/32', 4294967295, 4294967295],
  ])('%s covers %d-%d', (text, start, end) => {
    expect(parseIpEntry(text)).toEqual({ ok: true, start, end });
  });

  it.each([
    ['10.0.0.0/32', 'ok'],
    ['10.0.0.0/33', PREFIX],
    ['10.0.0.0/0', 'ok'],
    ['10.0.0.0/-1', PREFIX],
    ['10.0.0.0/', PREFIX],
    ['10.0.0.0/08', PREFIX],
    ['10.0.0.0/00', PREFIX],
    ['10.0.0.0/+8', PREFIX],
    ['10.0.0.0/ 8', PREFIX],
    ['10.0.0.0 /8', INVALID],
    ['10.0.0.0/8 ', PREFIX],
    ['10.0.0.0/100', PREFIX],
    ['10.0.0.0/255.255.255.0', PREFIX], // netmask notation is not CIDR
    ['10.0.0.0/8/8', INVALID],
    ['/8', INVALID],
    ['10.0.0/8', INVALID],
    ['10.0.0.00/8', ZERO],
    ['10.0.0.256/8', OCTET],
  ])('%j -> %s', (text, expected) => {
    const result = parseIpEntry(text);
    expect(result.ok ? 'ok' : result.error).toBe(expected);
  });
});

describe('formatIpRange', () => {
  it.each([
    [{ start: 0, end: 0 }, '0.0.0.0'],
    [{ start: 4294967295, end: 4294967295 }, '255.255.255.255'],
    [{ start: 167772161, end: 167772169 }, '10.0.0.1-10.0.0.9'],
    [{ start: 0, end: 4294967295 }, '0.0.0.0-255.255.255.255'],
  ])('%j -> %s', (range, text) => {
    expect(formatIpRange(range)).toBe(text);
  });

  it.each([[-1], [4294967296], [1.5], [Number.NaN]])('refuses %d as an address', (value) => {
    expect(() => formatIpRange({ start: value, end: value })).toThrow(RangeError);
  });
});

const octet = fc.integer({ min: 0, max: 255 });
const octets = fc.tuple(octet, octet, octet, octet);

describe('parseIpEntry against an independent reference (property-based)', () => {
  it('reads any dotted quad as its 32-bit value', () => {
    fc.assert(
      fc.property(octets, (quad) => {
        const value = referenceAddress(quad);
        expect(parseIpEntry(quad.join('.'))).toEqual({ ok: true, start: value, end: value });
      }),
    );
  });

  it('reads a range with any spacing, refusing it exactly when start > end', () => {
    fc.assert(
      fc.property(octets, octets, fc.nat(3), fc.nat(3), (a, b, before, after) => {
        const text = `${a.join('.')}${' '.repeat(before)}-${' '.repeat(after)}${b.join('.')}`;
        const [start, end] = [referenceAddress(a), referenceAddress(b)];
        expect(parseIpEntry(text)).toEqual(
          start <= end ? { ok: true, start, end } : { ok: false, error: ORDER },
        );
      }),
    );
  });

  it('reads a CIDR block as the aligned block holding the address', () => {
    fc.assert(
      fc.property(octets, fc.integer({ min: 0, max: 32 }), (quad, prefix) => {
        // Reference by bit string: keep the first `prefix` bits, fill the rest with 0s / 1s.
        const bits = quad.map((o) => o.toString(2).padStart(8, '0')).join('');
        const kept = bits.slice(0, prefix);
        const start = parseInt(kept.padEnd(32, '0'), 2);
        const end = parseInt(kept.padEnd(32, '1'), 2);
        expect(parseIpEntry(`${quad.join('.')}/${prefix}`)).toEqual({ ok: true, start, end });
      }),
    );
  });

  it('accepts arbitrary text exactly when a reference grammar does, and never throws', () => {
    const part = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
    const address = `${part}\\.${part}\\.${part}\\.${part}`;
    const grammar = new RegExp(
      `^(?:${address}|${address} *- *${address}|${address}/(?:3[0-2]|[12][0-9]|[0-9]))$`,
    );
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789.-/ ab'.split('')), maxLength: 40 }),
      octets.map((quad) => quad.join('.')),
      fc
        .tuple(octets, fc.constantFrom('/', '-', ' - ', '.'), fc.string({ maxLength: 4 }))
        .map(([quad, sep, tail]) => `${quad.join('.')}${sep}${tail}`),
    );
    fc.assert(
      fc.property(text, (candidate) => {
        const result = parseIpEntry(candidate);
        const matches = grammar.test(candidate);
        if (!matches) expect(result.ok).toBe(false);
        else if (!result.ok) expect(result.error).toBe(ORDER);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips: formatting a range gives canonical text that parses back to it', () => {
    // Reference formatter: octets by repeated division, most significant first.
    const dotted = (value: number) =>
      [2 ** 24, 2 ** 16, 2 ** 8, 1].map((weight) => Math.floor(value / weight) % 256).join('.');
    fc.assert(
      fc.property(octets, octets, (a, b) => {
        const start = Math.min(referenceAddress(a), referenceAddress(b));
        const end = Math.max(referenceAddress(a), referenceAddress(b));
        const text = formatIpRange({ start, end });
        expect(text).toBe(start === end ? dotted(start) : `${dotted(start)}-${dotted(end)}`);
        expect(parseIpEntry(text)).toEqual({ ok: true, start, end });
      }),
    );
  });
});

describe('allowedIpEntry: { ip, description? }', () => {
  it.each([
    [{ ip: '10.0.0.1' }, []],
    [{ ip: '10.0.0.1', description: '' }, []],
    [{ ip: '10.0.0.1', description: 'office' }, []],
    [{ ip: '10.0.0.0/24', description: 'VPN' }, []],
    [
      { ip: '', description: 'office' },
      ['ip: validation.instance.allowed-ip-description-without-ip'],
    ],
    [
      { ip: '   ', description: 'office' },
      ['ip: validation.instance.allowed-ip-description-without-ip'],
    ],
    [{ ip: '', description: '' }, [`ip: ${REQUIRED}`]],
    [{ ip: '', description: '   ' }, [`ip: ${REQUIRED}`]],
    [{ ip: '' }, [`ip: ${REQUIRED}`]],
    [{}, [`ip: ${REQUIRED}`]],
    [{ description: 'office' }, [`ip: ${REQUIRED}`]],
    [{ ip: '10.0.0.01', description: 'x' }, [`ip: ${ZERO}`]],
    [{ ip: 10 }, ['ip: validation.invalid-type']],
    [{ ip: '10.0.0.1', description: 5 }, ['description: validation.invalid-type']],
    ['10.0.0.1', [': validation.invalid-type']],
    [null, [': validation.invalid-type']],
  ])('%j -> %j', (input, expected) => {
    expect(issuesOf(allowedIpEntry, input)).toEqual(expected);
  });

  it.each([
    ['a'.repeat(256), []],
    ['a'.repeat(257), ['description: validation.instance.allowed-ip-description-too-long']],
    ['é'.repeat(256), []],
    ['中'.repeat(256), []],
    ['😀'.repeat(256), []], // 512 UTF-16 units, 256 characters
    ['😀'.repeat(257), ['description: validation.instance.allowed-ip-description-too-long']],
  ])('description of %# -> %j', (description, expected) => {
    expect(issuesOf(allowedIpEntry, { ip: '10.0.0.1', description })).toEqual(expected);
  });

  it('keeps the values as typed', () => {
    expect(parsed(allowedIpEntry, { ip: '10.0.0.1 - 10.0.0.2', description: ' x ' })).toEqual({
      ip: '10.0.0.1 - 10.0.0.2',
      description: ' x ',
    });
  });
});

describe('allowedIpList: duplicates after normalising', () => {
  it.each([
    [['10.0.0.1', '10.0.0.1'], ['1.ip: validation.instance.allowed-ip-duplicate']],
    [['10.0.0.1', '10.0.0.1/32'], ['1.ip: validation.instance.allowed-ip-duplicate']],
    [['10.0.0.1', '10.0.0.1-10.0.0.1'], ['1.ip: validation.instance.allowed-ip-duplicate']],
    [['10.0.0.0/24', '10.0.0.0 - 10.0.0.255'], ['1.ip: validation.instance.allowed-ip-duplicate']],
    [['10.0.0.0/24', '10.0.0.9/24'], ['1.ip: validation.instance.allowed-ip-duplicate']],
    [['10.0.0.0/24', '10.0.0.0/25'], []], // overlapping is not equal
    [['10.0.0.1-10.0.0.9', '10.0.0.1-10.0.0.8'], []],
    [['10.0.0.1', '10.0.0.2'], []],
    [
      ['1.1.1.1', '2.2.2.2', '1.1.1.1', '2.2.2.2/32', '1.1.1.1'],
      [
        '2.ip: validation.instance.allowed-ip-duplicate',
        '3.ip: validation.instance.allowed-ip-duplicate',
        '4.ip: validation.instance.allowed-ip-duplicate',
      ],
    ],
    [
      ['10.0.0.01', '10.0.0.01'],
      [`0.ip: ${ZERO}`, `1.ip: ${ZERO}`],
    ], // invalid entries are not duplicates
    [[], []],
  ])('%j -> %j', (ips, expected) => {
    expect(
      issuesOf(
        allowedIpList,
        ips.map((ip) => ({ ip })),
      ),
    ).toEqual(expected);
  });

  it('reports entry problems at their own index', () => {
    expect(
      issuesOf(allowedIpList, [
        { ip: '10.0.0.1' },
        { ip: '', description: 'home' },
        { ip: '10.0.0.9-10.0.0.1' },
      ]),
    ).toEqual(['1.ip: validation.instance.allowed-ip-description-without-ip', `2.ip: ${ORDER}`]);
  });

  it('refuses what is not a list', () => {
    expect(outcome(allowedIpList, '10.0.0.1')).toBe('validation.invalid-type');
    expect(outcome(allowedIpList, undefined)).toBe('validation.invalid-type');
  });

  it('flags exactly the later copies, against a reference that compares formatted ranges', () => {
    const entryText = fc.oneof(
      octets.map((q) => `10.0.${q[2] % 4}.${q[3] % 4}`),
      fc.integer({ min: 28, max: 32 }).map((prefix) => `10.0.0.0/${prefix}`),
      fc
        .tuple(fc.nat(3), fc.nat(3))
        .map(([a, b]) => `10.0.0.${Math.min(a, b)} - 10.0.0.${Math.max(a, b)}`),
    );
    fc.assert(
      fc.property(fc.array(entryText, { maxLength: 12 }), (ips) => {
        const canonical = ips.map((ip) => {
          const result = parseIpEntry(ip);
          if (!result.ok) throw new Error(`generator produced an invalid entry ${ip}`);
          return formatIpRange(result);
        });
        const expected = canonical.flatMap((text, index) =>
          canonical.indexOf(text) < index
            ? [`${index}.ip: validation.instance.allowed-ip-duplicate`]
            : [],
        );
        expect(
          issuesOf(
            allowedIpList,
            ips.map((ip) => ({ ip })),
          ),
        ).toEqual(expected);
      }),
    );
  });
});
