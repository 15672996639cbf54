import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountPassword,
  accountPasswordForm,
  email,
  emailCode,
  passwordCharacterClassCount,
} from './account.ts';
import { issuesOf, outcome, parsed } from './lib/test-helpers.ts';

const E = {
  required: 'validation.account.email-required',
  invalid: 'validation.account.email-invalid',
  long: 'validation.account.email-too-long',
} as const;

const label = (length: number) => 'x'.repeat(length);

describe('email: WHATWG valid e-mail address, at most 254 characters', () => {
  it.each([
    ['a@b', 'ok'],
    ['a@localhost', 'ok'],
    ['user.name+tag@example.co.uk', 'ok'],
    ["!#$%&'*+/=?^_`{|}~-@example.com", 'ok'],
    ['a..b@example.com', 'ok'], // the WHATWG grammar allows it, as browsers do
    ['.a@example.com', 'ok'],
    ['A@EXAMPLE.COM', 'ok'],
    ['1@2.3', 'ok'],
    ['a@b-c.d', 'ok'],
    ['a@b--c.d', 'ok'],
    [`a@${label(63)}.com`, 'ok'],
    [`a@${label(64)}.com`, E.invalid], // a label has at most 63 characters
    ['plain', E.invalid],
    ['@example.com', E.invalid],
    ['a@', E.invalid],
    ['a@.com', E.invalid],
    ['a@example.', E.invalid],
    ['a@example..com', E.invalid],
    ['a@-example.com', E.invalid],
    ['a@example-.com', E.invalid],
    ['a@exa_mple.com', E.invalid],
    ['a@@example.com', E.invalid],
    ['a@b@example.com', E.invalid],
    ['a b@example.com', E.invalid],
    ['"a b"@example.com', E.invalid],
    ['a(b)@example.com', E.invalid],
    ['a,b@example.com', E.invalid],
    ['a@[127.0.0.1]', E.invalid],
    ['josé@example.com', E.invalid],
    ['a@exämple.com', E.invalid],
    ['用户@例子.中国', E.invalid],
    [' a@example.com', E.invalid],
    ['a@example.com ', E.invalid],
    ['a@example.com\n', E.invalid],
    ['', E.required],
    [undefined, E.required],
    [null, E.required],
    [7, 'validation.invalid-type'],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(email, input)).toBe(expected);
  });

  it('takes 254 characters and refuses 255', () => {
    const at254 = `${label(64)}@${label(63)}.${label(63)}.${label(61)}`;
    const at255 = `${label(64)}@${label(63)}.${label(63)}.${label(62)}`;
    expect(at254).toHaveLength(254);
    expect(outcome(email, at254)).toBe('ok');
    expect(at255).toHaveLength(255);
    expect(outcome(email, at255)).toBe(E.long);
  });

  /** Reference: the WHATWG grammar read piece by piece, without a regular expression over the whole. */
  function referenceValid(text: string): boolean {
    if (text.length > 254) return false;
    const at = text.indexOf('@');
    if (at <= 0 || text.indexOf('@', at + 1) !== -1) return false;
    const atext =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-";
    if (![...text.slice(0, at)].every((ch) => atext.includes(ch))) return false;
    const alnum = (ch: string | undefined) => ch !== undefined && /^[a-zA-Z0-9]$/.test(ch);
    return text
      .slice(at + 1)
      .split('.')
      .every(
        (part) =>
          part.length >= 1 &&
          part.length <= 63 &&
          alnum(part[0]) &&
          alnum(part[part.length - 1]) &&
          [...part].every((ch) => alnum(ch) || ch === '-'),
      );
  }

  it('agrees with a piece-by-piece reference of the WHATWG grammar', () => {
    const candidate = fc.oneof(
      fc.emailAddress(),
      fc.string({ unit: fc.constantFrom(...'ab1.-_@+ é"'.split('')), maxLength: 20 }),
      fc
        .tuple(fc.string({ maxLength: 6 }), fc.domain())
        .map(([local, domain]) => `${local}@${domain}`),
    );
    fc.assert(
      fc.property(candidate, (text) => {
        expect(outcome(email, text) === 'ok').toBe(referenceValid(text));
      }),
      { numRuns: 400 },
    );
  });
});

describe('emailCode: exactly 6 ASCII digits', () => {
  it.each([
    ['123456', 'ok'],
    ['000000', 'ok'],
    ['012345', 'ok'],
    ['999999', 'ok'],
    ['12345', 'validation.account.email-code-invalid'],
    ['1234567', 'validation.account.email-code-invalid'],
    ['12345a', 'validation.account.email-code-invalid'],
    [' 123456', 'validation.account.email-code-invalid'],
    ['123456 ', 'validation.account.email-code-invalid'],
    ['123 456', 'validation.account.email-code-invalid'],
    ['123-456', 'validation.account.email-code-invalid'],
    ['١٢٣٤٥٦', 'validation.account.email-code-invalid'], // Arabic-Indic digits
    ['１２３４５６', 'validation.account.email-code-invalid'], // full-width digits
    ['12345\n', 'validation.account.email-code-invalid'],
    ['', 'validation.account.email-code-required'],
    [undefined, 'validation.account.email-code-required'],
    [123456, 'validation.invalid-type'], // a number would lose leading zeros
  ])('%j -> %s', (input, expected) => {
    expect(outcome(emailCode, input)).toBe(expected);
  });

  it('agrees with a reference on random digit-ish text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789a ٣'.split('')), maxLength: 8 }),
        (text) => {
          const valid = text.length === 6 && [...text].every((ch) => ch >= '0' && ch <= '9');
          expect(outcome(emailCode, text) === 'ok').toBe(valid);
        },
      ),
      { numRuns: 500 },
    );
  });
});

const A = {
  required: 'validation.account.password-required',
  characters: 'validation.account.password-characters',
  length: 'validation.account.password-length',
  weak: 'validation.account.password-weak',
  equalsEmail: 'validation.account.password-equals-email',
  confirmRequired: 'validation.account.confirm-password-required',
  mismatch: 'validation.account.password-mismatch',
} as const;

describe('accountPassword: 8 to 64 printable ASCII, 3 of 4 classes', () => {
  it.each([
    ['Abcdef1', A.length], // 7
    ['Abcdef12', 'ok'], // 8
    ['Ab1' + 'c'.repeat(61), 'ok'], // 64
    ['Ab1' + 'c'.repeat(62), A.length], // 65
    ['abcdefgh', A.weak], // lower only
    ['ABCDEFGH', A.weak],
    ['12345678', A.weak],
    ['!!!!!!!!', A.weak],
    ['        ', A.weak], // spaces only: one class
    ['abcdEFGH', A.weak], // two classes
    ['abcd1234', A.weak],
    ['abcd!@#$', A.weak],
    ['abcd efgh', A.weak], // lower + space
    ['abcdEF12', 'ok'], // lower, upper, digit
    ['abcd12!!', 'ok'], // lower, digit, special
    ['ABCD12!!', 'ok'], // upper, digit, special
    ['abcdEF!!', 'ok'], // lower, upper, special
    ['abcd EFGH', 'ok'], // space counts as special
    ['Ab1!Ab1!', 'ok'], // all four
    ['Abcdef1é', A.characters],
    ['Abcdef1中', A.characters],
    ['Abcdef1😀', A.characters],
    ['Abcdef1\t', A.characters],
    ['Abcdef1\u007f', A.characters],
    ['Abcdef1\u00a0', A.characters],
    ['é', A.characters], // characters reported before length
    ['', A.required],
    [undefined, A.required],
    [12345678, 'validation.invalid-type'],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(accountPassword, input)).toBe(expected);
  });

  it('takes every printable ASCII character (0x20-0x7E) and refuses the controls', () => {
    for (let code = 0; code < 128; code += 1) {
      const allowed = code >= 0x20 && code <= 0x7e;
      expect(
        outcome(accountPassword, `Abcdef1${String.fromCharCode(code)}`),
        `U+${code.toString(16)}`,
      ).toBe(allowed ? 'ok' : A.characters);
    }
  });

  it.each([
    ['', 0],
    ['abc', 1],
    ['aB', 2],
    ['aB1', 3],
    ['aB1 ', 4],
    ['é中', 0],
  ])('passwordCharacterClassCount(%j) is %d', (password, count) => {
    expect(passwordCharacterClassCount(password)).toBe(count);
  });

  const punctuation = [' ', ...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];
  it.each(punctuation)('counts %j as a special character', (special) => {
    expect(outcome(accountPassword, 'abcdefg1')).toBe(A.weak); // lower + digit
    expect(outcome(accountPassword, `abcdefg1${special}`)).toBe('ok');
    expect(outcome(accountPassword, `${special}abcdefg1`)).toBe('ok');
  });

  it('agrees with a char-code reference on random ASCII text', () => {
    const classOf = (code: number) =>
      code >= 65 && code <= 90
        ? 'upper'
        : code >= 97 && code <= 122
          ? 'lower'
          : code >= 48 && code <= 57
            ? 'digit'
            : 'special';
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 70 }), (text) => {
        const codes = [...text].map((ch) => ch.charCodeAt(0));
        const printable = codes.every((code) => code >= 0x20 && code <= 0x7e);
        const classes = new Set(codes.map(classOf)).size;
        const valid = printable && codes.length >= 8 && codes.length <= 64 && classes >= 3;
        expect(outcome(accountPassword, text) === 'ok').toBe(valid);
      }),
      { numRuns: 500 },
    );
  });
});

describe('accountPasswordForm: { email, password, confirmPassword }', () => {
  const form = (emailText: string, password: string, confirmPassword = password) => ({
    email: emailText,
    password,
    confirmPassword,
  });

  it.each([
    [form('user@example.com', 'Secret-123'), []],
    [form('Ab1!cdef@x.io', 'Ab1!cdef@x.io'), [`password: ${A.equalsEmail}`]],
    [form('Ab1!cdef@x.io', 'ab1!cdef@x.io'), [`password: ${A.equalsEmail}`]],
    [form('Ab1!cdef@x.io', 'AB1!CDEF@X.IO'), [`password: ${A.equalsEmail}`]],
    [form('ab1!cdef@x.io', 'aB1!CdEf@X.iO'), [`password: ${A.equalsEmail}`]],
    [form('Ab1!cdef@x.io', 'Ab1!cdef@x.io '), []], // one more character: different
    [form('Ab1!cdef@x.io', 'Ab1!cdef@x.i'), []],
    [form('user@example.com', 'Secret-123', 'Secret-124'), [`confirmPassword: ${A.mismatch}`]],
    [form('user@example.com', 'Secret-123', 'secret-123'), [`confirmPassword: ${A.mismatch}`]], // case counts
    [form('user@example.com', 'Secret-123', 'Secret-123 '), [`confirmPassword: ${A.mismatch}`]],
    [form('user@example.com', 'Secret-123', ''), [`confirmPassword: ${A.confirmRequired}`]],
    [form('user@example.com', 'short', 'short'), [`password: ${A.length}`]],
    [
      form('user@example.com', 'short', 'other'),
      [`password: ${A.length}`, `confirmPassword: ${A.mismatch}`],
    ],
    // a password failing its own rule is not also reported as equal to the e-mail
    [form('a@b.co', 'A@B.CO', 'A@B.CO'), [`password: ${A.length}`]],
    [form('not an email', 'Secret-123', 'Secret-123'), [`email: ${E.invalid}`]],
    [
      form('', '', ''),
      [`email: ${E.required}`, `password: ${A.required}`, `confirmPassword: ${A.confirmRequired}`],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(issuesOf(accountPasswordForm, input)).toEqual(expected);
  });

  it('refuses a missing field and a non-object', () => {
    expect(
      issuesOf(accountPasswordForm, { email: 'user@example.com', password: 'Secret-123' }),
    ).toEqual([`confirmPassword: ${A.confirmRequired}`]);
    expect(issuesOf(accountPasswordForm, 'x')).toEqual([': validation.invalid-type']);
    expect(issuesOf(accountPasswordForm, null)).toEqual([': validation.invalid-type']);
  });

  it('outputs the form unchanged', () => {
    expect(parsed(accountPasswordForm, form('user@example.com', 'Secret-123'))).toEqual(
      form('user@example.com', 'Secret-123'),
    );
  });

  it('reports equality with the e-mail in any letter case (property-based)', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
        (address, flips) => {
          const variant = [...address]
            .map((ch, index) => (flips[index % 64] ? ch.toUpperCase() : ch.toLowerCase()))
            .join('');
          const passesAlone = outcome(accountPassword, variant) === 'ok';
          const expected = passesAlone
            ? [`password: ${A.equalsEmail}`]
            : [`password: ${outcome(accountPassword, variant)}`];
          const issues = issuesOf(accountPasswordForm, form(address, variant)).filter((line) =>
            line.startsWith('password:'),
          );
          expect(issues).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
