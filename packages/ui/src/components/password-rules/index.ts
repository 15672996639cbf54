export { PasswordRules, defaultPasswordRuleLabels } from './password-rules.tsx';
export type { PasswordRulesProps } from './password-rules.tsx';
export { passwordChecks, passwordRuleIds } from './password-checks.ts';
export type { PasswordCheck, PasswordCheckInput, PasswordRuleId } from './password-checks.ts';
