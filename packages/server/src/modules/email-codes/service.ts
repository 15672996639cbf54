// Six-digit codes sent by e-mail: valid 10 minutes, used once, stored hashed, a few wrong tries
// allowed per code. Sending and checking are throttled per address and purpose.
import type { Db } from '../../db/client.ts';
import { RuleViolation, TooManyAttempts } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomDigits, sameSecret, sha256 } from '../../lib/secrets.ts';
import type { ThrottleService } from '../throttle/service.ts';
import * as repo from './repo.ts';

export const emailCodeTtlSeconds = 10 * 60;
/** Minimum gap between two codes for one address and purpose. */
export const emailCodeCooldownSeconds = 60;
/** Wrong entries that burn a code. */
const attemptsPerCode = 5;

export type EmailCodePurpose = 'register' | 'reset-password' | 'instance-reset';

function codeHash(id: string, code: string): string {
  return sha256(`${id}:${code}`);
}

export class EmailCodeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly throttle: ThrottleService,
  ) {}

  /**
   * Creates a code for the address; throws TooManyAttempts inside the cooldown or over the hourly cap.
   * `resourceId` binds the code to what it acts on (the instance or cluster of a root-password reset):
   * `check` then accepts it for that resource only. Cooldown, caps and replacing stay per address.
   */
  async issue(email: string, purpose: EmailCodePurpose, resourceId?: string): Promise<string> {
    const key = `${purpose}:${email}`;
    await this.throttle.assertOpen('emailCodeSend', key);
    const now = this.clock.now();
    const latest = await repo.latestCodeTime(this.db, email, purpose);
    if (latest) {
      const waited = (now.getTime() - latest.getTime()) / 1000;
      if (waited < emailCodeCooldownSeconds)
        throw new TooManyAttempts(Math.ceil(emailCodeCooldownSeconds - waited));
    }
    await this.throttle.hit('emailCodeSend', key);
    const code = randomDigits(6);
    const id = crypto.randomUUID();
    // A new code replaces the previous ones: only the newest is accepted.
    await repo.retireCodes(this.db, email, purpose, now);
    await repo.insertCode(this.db, {
      id,
      email,
      purpose,
      codeHash: codeHash(id, code),
      resourceId: resourceId ?? null,
      expiresAt: new Date(now.getTime() + emailCodeTtlSeconds * 1000),
      createdAt: now,
    });
    return code;
  }

  /**
   * Uses the code up when it matches; otherwise counts a wrong try and throws 1216 with
   * `fields[field] = 'validation.account.email-code-invalid'` ('Incorrect verification code.').
   */
  async consume(
    email: string,
    purpose: EmailCodePurpose,
    code: string,
    field = 'emailCode',
  ): Promise<void> {
    await this.use(await this.check(email, purpose, code, { field }), field);
  }

  /**
   * Checks the code without using it up (wrong tries count and throttle as in `consume`) and answers
   * its id for `use`, so that a caller can use the code in the transaction that accepts its action:
   * an action refused after the check leaves the code usable. Only a code issued for `resourceId`
   * (or, without it, one issued for no resource) is accepted.
   */
  async check(
    email: string,
    purpose: EmailCodePurpose,
    code: string,
    { field = 'emailCode', resourceId }: { field?: string; resourceId?: string } = {},
  ): Promise<string> {
    const key = `${purpose}:${email}`;
    await this.throttle.assertOpen('emailCodeVerify', key);
    const wrong = incorrectCode(field);
    const now = this.clock.now();
    const row = await repo.findUsableCode(this.db, email, purpose, resourceId, now);
    if (!row) {
      await this.throttle.hit('emailCodeVerify', key);
      throw wrong;
    }
    if (!sameSecret(row.codeHash, codeHash(row.id, code))) {
      await this.throttle.hit('emailCodeVerify', key);
      await repo.countWrongTry(this.db, row.id, now, attemptsPerCode);
      throw wrong;
    }
    return row.id;
  }

  /**
   * Uses up a code `check` accepted, in `db` (a transaction handle to tie it to the action). A
   * conditional update: of two requests racing with the same code only one uses it; the other (and
   * a code replaced by a newer one meanwhile) gets 'Incorrect verification code.'.
   */
  async use(id: string, field = 'emailCode', db: Db = this.db): Promise<void> {
    if (!(await repo.useCode(db, id, this.clock.now()))) throw incorrectCode(field);
  }
}

function incorrectCode(field: string): RuleViolation {
  return new RuleViolation('incorrectVerificationCode', {
    fields: { [field]: 'validation.account.email-code-invalid' },
  });
}
