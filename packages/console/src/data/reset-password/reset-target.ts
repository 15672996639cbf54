/**
 * What a root-password reset is for: an instance, or a Powerhouse cluster (its own captcha, code
 * and reset calls; a code sent for one resets only that one).
 */
export type ResetTarget = { kind: 'instance'; id: string } | { kind: 'cluster'; id: string };
