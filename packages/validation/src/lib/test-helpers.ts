// Shared by the test files only (never exported from the package).
import fc from 'fast-check';
import type { z } from 'zod';

/** 'ok' when `input` passes, else the message key of the first issue. */
export function outcome(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'failed without an issue');
}

/** Every issue of a failed parse as `path: key` lines ([] when the input passes). */
export function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

/** The parsed output, or a thrown error naming the first issue. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new Error(`expected ${String(input)} to pass: ${result.error.message}`);
  return result.data;
}

/**
 * One character for property tests: mostly the ones the rules care about (multi-byte, astral,
 * whitespace, controls, a lone surrogate), sometimes any code point. Cheaper than fast-check's
 * 'binary' unit, which dominated the suite's run time.
 */
export const anyCharacter = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'a',
      'Z',
      '7',
      ' ',
      'é',
      '中',
      '😀',
      '\t',
      '\u0085',
      '\u00a0',
      '\u3000',
      '\ud800',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  },
);
