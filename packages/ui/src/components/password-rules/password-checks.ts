// The numbers of @quiver/validation's account-password rule. Not imported: its value exports sit
// beside zod schemas built at module level, which no bundler can tree-shake, so importing three
// constants would add zod (≈100 KB gzipped) to a checklist. A unit test checks they stay equal.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_MIN_CLASSES = 3;

/** The account-password rules the checklist shows, in display order. */
export const passwordRuleIds = [
  'length',
  'classes',
  'characters',
  'not-email',
  'confirmation',
] as const;
export type PasswordRuleId = (typeof passwordRuleIds)[number];

export interface PasswordCheck {
  id: PasswordRuleId;
  met: boolean;
}

export interface PasswordCheckInput {
  password: string;
  /** The account's e-mail; the password must differ from it (letter case ignored). */
  email?: string;
  /** The confirmation field; omit it to leave the "passwords match" rule out. */
  confirmation?: string;
}

// The same classes and alphabet as @quiver/validation's `accountPassword` (a unit test checks the
// two agree on thousands of generated passwords). validation exports only the combined rule, and
// a live checklist needs each part on its own.
const characterClasses = [/[A-Z]/, /[a-z]/, /[0-9]/, /[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/];
const printableAscii = /^[\x20-\x7e]*$/;

/** How many of uppercase, lowercase, digit and special a password uses (0 to 4). */
export function characterClassCount(password: string): number {
  return characterClasses.filter((pattern) => pattern.test(password)).length;
}

/**
 * Each account-password rule, met or not. An empty password meets nothing yet (the list starts
 * all unticked rather than claiming "only ASCII" and "not your e-mail" for nothing).
 */
export function passwordChecks({
  password,
  email,
  confirmation,
}: PasswordCheckInput): PasswordCheck[] {
  const started = password.length > 0;
  const checks: PasswordCheck[] = [
    {
      id: 'length',
      met: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    },
    { id: 'classes', met: characterClassCount(password) >= PASSWORD_MIN_CLASSES },
    { id: 'characters', met: started && printableAscii.test(password) },
    {
      id: 'not-email',
      met: started && (!email || password.toLowerCase() !== email.toLowerCase()),
    },
  ];
  if (confirmation !== undefined)
    checks.push({ id: 'confirmation', met: started && confirmation === password });
  return checks;
}
