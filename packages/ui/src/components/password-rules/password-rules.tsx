import { useState, type ComponentProps } from 'react';
import { Circle, CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { passwordChecks, type PasswordRuleId } from './password-checks.ts';

export const defaultPasswordRuleLabels: Record<PasswordRuleId, string> = {
  length: '8 to 64 characters',
  classes: 'At least 3 of: uppercase letters, lowercase letters, digits, special characters',
  characters: 'Only letters, digits, punctuation and spaces (ASCII)',
  'not-email': 'Not the same as your e-mail address',
  confirmation: 'Both passwords match',
};

export interface PasswordRulesProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The password as typed. */
  password: string;
  /** The account's e-mail address (the password must differ from it). */
  email?: string;
  /** The confirmation field's value; leave undefined on forms without one. */
  confirmation?: string;
  /**
   * After a failed submit: unmet rules turn red with a cross instead of a neutral circle. While
   * typing they stay neutral, so the list guides instead of scolding.
   */
  showErrors?: boolean;
  /** The text of each rule (for translation). */
  labels?: Partial<Record<PasswordRuleId, string>>;
  /** Accessible name of the list. */
  title?: string;
  /** Spoken after a rule that is met. */
  metLabel?: string;
  /** Spoken after a rule that is not met. */
  unmetLabel?: string;
  /** Announced when a rule becomes met, e.g. `Requirement met: 8 to 64 characters`. */
  metAnnouncement?: (rule: string) => string;
  /** Announced when a rule stops being met. */
  unmetAnnouncement?: (rule: string) => string;
  /** Announced once every rule is met. */
  allMetAnnouncement?: string;
}

/**
 * A live checklist of the account-password rules (DECISIONS.md "Validation": 8 to 64 printable
 * ASCII characters, 3 of 4 character classes, not the e-mail, confirmation equal). Link it to the
 * password field with `aria-describedby` pointing at its `id`. Changes are announced politely: only
 * the rules that changed, not the whole list on every keystroke.
 */
export function PasswordRules({
  password,
  email,
  confirmation,
  showErrors = false,
  labels,
  title = 'Password requirements',
  metLabel = 'met',
  unmetLabel = 'not met',
  metAnnouncement = (rule) => `Requirement met: ${rule}`,
  unmetAnnouncement = (rule) => `Requirement no longer met: ${rule}`,
  allMetAnnouncement = 'All password requirements are met.',
  className,
  ...props
}: PasswordRulesProps) {
  const checks = passwordChecks({ password, email, confirmation });
  const text = (id: PasswordRuleId) => labels?.[id] ?? defaultPasswordRuleLabels[id];

  // Derive the announcement from the previous render's states (React's "adjust state on prop
  // change" pattern): no effect, and nothing is announced on first render.
  const states = checks.map((check) => `${check.id}:${check.met}`).join(',');
  const [previous, setPrevious] = useState({ states, checks });
  const [announcement, setAnnouncement] = useState('');
  if (previous.states !== states) {
    const changed = checks.filter(
      (check) => previous.checks.find((old) => old.id === check.id)?.met !== check.met,
    );
    const allMet = checks.every((check) => check.met);
    setPrevious({ states, checks });
    setAnnouncement(
      allMet
        ? allMetAnnouncement
        : changed
            .map((check) => (check.met ? metAnnouncement : unmetAnnouncement)(text(check.id)))
            .join('. '),
    );
  }

  return (
    <div data-slot="password-rules" className={cn('text-sm', className)} {...props}>
      <ul aria-label={title} className="flex flex-col gap-1">
        {checks.map((check) => {
          const failed = showErrors && !check.met;
          const Icon = check.met ? CircleCheck : failed ? CircleX : Circle;
          return (
            <li
              key={check.id}
              data-rule={check.id}
              data-met={check.met}
              className={cn(
                'flex items-start gap-2 text-muted-fg',
                check.met && 'text-success-text',
                failed && 'text-danger-text',
              )}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {text(check.id)}
                <span className="sr-only">: {check.met ? metLabel : unmetLabel}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="sr-only" data-slot="password-rules-announcement">
        {announcement}
      </p>
    </div>
  );
}
