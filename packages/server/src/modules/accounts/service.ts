// Accounts: sign-in, registration, passwords, two-factor, account info and profile. Rules live here;
// HTTP stays in the routes and SQL in the repo.
import {
  isStaffEmail,
  type authEndpoints,
  type EndpointParams,
  type userEndpoints,
} from '@quiver/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Banned, Refusal, RuleViolation, type AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/secrets.ts';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { EmailCodePurpose, EmailCodeService } from '../email-codes/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionService, TokenPair } from '../sessions/service.ts';
import type { ThrottleService } from '../throttle/service.ts';
import * as repo from './repo.ts';
import type { UserRow, UserStatus } from './repo.ts';

export type { UserRow, UserStatus } from './repo.ts';

/** Who is calling: the account and how it proved itself. */
export interface Caller {
  user: UserRow;
  /** The session family of a bearer access token; null when the caller used an API key. */
  familyId: string | null;
  via: 'session' | 'api-key';
}

export type LoginInput = EndpointParams<typeof authEndpoints.login>;
export type RegisterInput = EndpointParams<typeof authEndpoints.register>;
export type ProfileChanges = EndpointParams<typeof userEndpoints.updateProfile>;

export type LoginResult = { kind: 'signed-in'; tokens: TokenPair } | { kind: 'totp-required' };

/** E-mail codes sent to one address (per purpose, per hour) after which the image captcha is required. */
export const captchaAfterSends = 1;

export interface AccountDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  throttle: ThrottleService;
  captchas: CaptchaService;
  emailCodes: EmailCodeService;
  sessions: SessionService;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const socialNoTotp = () =>
  new Refusal(
    'Two-factor sign-in protects password sign-in; this account signs in with Google or GitHub.',
  );
const wrongCredentials = () => new RuleViolation('incorrectAccountOrPassword');
/**
 * A code that is not the authenticator's now, or one already spent (`replay`): the message is the
 * spec's either way; the field says which, as a customer who typed what the app shows after a
 * failed try would otherwise be told it is wrong.
 */
const wrongTotp = (replay = false) =>
  new RuleViolation('incorrectSecurityCode', {
    fields: { totpCode: replay ? 'api.totp-code-used' : 'api.totp-code-invalid' },
  });

/** From this many tries left, a wrong password or code says how many remain before the lock. */
const warnAtAttemptsLeft = 2;

/**
 * A wrong password or sign-in code, with the tries left before sign-in with the address is paused,
 * once few remain (none left is the lock itself, said by the next try). The count is kept per
 * address whether or not it has an account, so it tells nothing about one.
 */
function withAttemptsLeft(error: AppError, left: number): AppError {
  if (left > 0 && left <= warnAtAttemptsLeft) error.attemptsLeft = left;
  return error;
}

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  /** True when the account is provider staff: a verified address on the staff domain or a subdomain. */
  isStaff(user: UserRow): boolean {
    return user.emailVerified && isStaffEmail(user.email, this.deps.config.staffEmailDomain);
  }

  /**
   * Password sign-in. Unknown address and wrong password answer alike (same message, same argon2
   * work); the account's status and two-factor step are only looked at after the password matched.
   */
  async login(input: LoginInput): Promise<LoginResult> {
    const { throttle, sessions, clock } = this.deps;
    const email = normaliseEmail(input.email);
    await throttle.assertOpen('login', email);
    const user = await repo.findUserByEmail(this.deps.db, email);
    const passwordHash =
      user?.passwordHash ?? (await dummyPasswordHash(this.deps.config.passwordHashing));
    const passwordOk = await verifyPassword(passwordHash, input.password);
    if (!user?.passwordHash || !passwordOk) {
      const counted = await throttle.hit('login', email);
      throw withAttemptsLeft(wrongCredentials(), throttle.attemptsLeft('login', counted));
    }
    if (user.status === 'BANNED') throw new Banned();
    if (user.totpEnabled && user.totpSecret) {
      if (!input.totpCode) return { kind: 'totp-required' };
      await this.acceptTotp(user, input.totpCode, async () =>
        throttle.attemptsLeft('login', await throttle.hit('login', email)),
      );
    }
    await throttle.reset('login', email);
    await repo.updateUser(this.deps.db, user.id, { lastLoginAt: clock.now() });
    return { kind: 'signed-in', tokens: await sessions.start(user.id) };
  }

  /** Signs in an account that proved itself elsewhere (a social provider). */
  async startSession(user: UserRow): Promise<TokenPair> {
    if (user.status === 'BANNED') throw new Banned();
    await repo.updateUser(this.deps.db, user.id, { lastLoginAt: this.deps.clock.now() });
    return this.deps.sessions.start(user.id);
  }

  /**
   * Sends an e-mail code. The answer is the same whether or not the address has an account: for
   * `register` on a taken address the mail says so (and carries no code); for `reset-password` on an
   * unknown address nothing is sent. `instance-reset` is for the signed-in caller's own address.
   */
  async sendEmailCode(
    emailInput: string,
    purpose: EmailCodePurpose,
    requireCaller: () => Caller,
    captcha: { captchaId?: string | undefined; captchaCode?: string | undefined } = {},
  ): Promise<void> {
    const { emailCodes, mailer, db, throttle, captchas } = this.deps;
    const email = normaliseEmail(emailInput);
    const caller = purpose === 'instance-reset' ? requireCaller() : undefined;
    if (caller && caller.user.email !== email)
      throw new Refusal('Use the e-mail address of your account.', { email: 'api.invalid-value' });
    // The first code per address and hour goes out at once; further ones need the image captcha,
    // so a script cannot use the form to flood someone's inbox.
    if ((await throttle.count('emailCodeSend', `${purpose}:${email}`)) >= captchaAfterSends)
      await captchas.consume(captcha.captchaId, captcha.captchaCode);
    // The code is issued (and throttled) for every address, so timing and limits look alike.
    const code = await emailCodes.issue(email, purpose);
    const existing =
      purpose === 'instance-reset' ? caller?.user : await repo.findUserByEmail(db, email);
    if (purpose === 'register') {
      if (existing)
        await mailer.send({
          to: email,
          subject: 'Your Quiver Cloud account',
          text:
            'Someone (hopefully you) tried to create a Quiver Cloud account with this address. ' +
            'You already have an account: sign in, or reset your password if you forgot it. ' +
            'If this was not you, you can ignore this message.',
        });
      else
        await mailer.send({
          to: email,
          subject: `${code} is your Quiver Cloud verification code`,
          text: `Your verification code is ${code}. It expires in 10 minutes and works once.`,
          code,
        });
      return;
    }
    if (!existing) return;
    const action =
      purpose === 'reset-password'
        ? 'reset your password'
        : 'reset the root password of your instance';
    await mailer.send({
      to: email,
      subject: `${code} is your Quiver Cloud verification code`,
      text: `Use the code ${code} to ${action}. It expires in 10 minutes and works once. If you did not ask for it, ignore this message.`,
      code,
    });
  }

  /** Creates an e-mail account once the address proved itself with its code, and signs it in. */
  async register(input: RegisterInput): Promise<TokenPair> {
    const { emailCodes, config, db, clock } = this.deps;
    const email = normaliseEmail(input.email);
    await emailCodes.consume(email, 'register', input.emailCode);
    const now = clock.now();
    const user = await repo.insertUser(db, {
      email,
      emailVerified: true,
      passwordHash: await hashPassword(input.password, config.passwordHashing),
      identityType: 'email',
      status: config.betaGate ? 'REVIEW' : 'NORMAL',
      createdAt: now,
      lastLoginAt: now,
    });
    // Only a race between two registrations of one address gets here; answer like a wrong code.
    if (!user)
      throw new RuleViolation('incorrectVerificationCode', {
        fields: { emailCode: 'validation.account.email-code-invalid' },
      });
    return this.deps.sessions.start(user.id);
  }

  async logout(caller: Caller): Promise<void> {
    if (caller.familyId) await this.deps.sessions.revokeFamily(caller.familyId, 'logout');
  }

  /**
   * Checks the caller's current password (throttled per account). A wrong one says, once few tries
   * remain, how many are left before the check is paused, as a wrong sign-in does.
   */
  async checkPassword(caller: Caller, password: string, field = 'password'): Promise<void> {
    const { throttle } = this.deps;
    const key = caller.user.id;
    await throttle.assertOpen('passwordCheck', key);
    const ok = caller.user.passwordHash
      ? await verifyPassword(caller.user.passwordHash, password)
      : false;
    if (!ok) {
      const counted = await throttle.hit('passwordCheck', key);
      throw withAttemptsLeft(
        new RuleViolation('incorrectCurrentPassword', {
          fields: { [field]: 'api.current-password-incorrect' },
        }),
        throttle.attemptsLeft('passwordCheck', counted),
      );
    }
    await throttle.reset('passwordCheck', key);
  }

  /**
   * Changes the password, proven by the current password or by an e-mailed code (purpose
   * reset-password). Every session of the account ends; the caller gets a fresh one.
   */
  async modifyPassword(
    caller: Caller,
    proof: { oldPassword?: string | undefined; emailCode?: string | undefined },
    newPassword: string,
  ): Promise<TokenPair> {
    const user = caller.user;
    if (newPassword.toLowerCase() === user.email)
      throw new RuleViolation('invalidRequest', {
        fields: { newPassword: 'validation.account.password-equals-email' },
      });
    if (proof.oldPassword !== undefined) {
      if (!user.passwordHash)
        throw new Refusal(
          'This account signs in with Google or GitHub: confirm with an e-mailed code instead.',
          {
            oldPassword: 'api.invalid-value',
          },
        );
      await this.checkPassword(caller, proof.oldPassword, 'oldPassword');
    } else {
      await this.deps.emailCodes.consume(user.email, 'reset-password', proof.emailCode ?? '');
    }
    await repo.updateUser(this.deps.db, user.id, {
      passwordHash: await hashPassword(newPassword, this.deps.config.passwordHashing),
    });
    await this.deps.sessions.revokeAllForUser(user.id, 'password-changed');
    return this.deps.sessions.start(user.id);
  }

  /** Whether `password` is the caller's current one (wrong guesses are throttled). */
  async isCurrentPassword(caller: Caller, password: string): Promise<boolean> {
    try {
      await this.checkPassword(caller, password);
      return true;
    } catch (error) {
      if (error instanceof RuleViolation && error.reason === 'incorrectCurrentPassword')
        return false;
      throw error;
    }
  }

  /**
   * The two-factor secret to enrol. While two-factor is off a fresh secret is prepared on each call
   * (it only takes effect once a code from it is verified); once on, the secret is never shown again.
   */
  async totpEnrolment(
    caller: Caller,
  ): Promise<{ enabled: true } | { enabled: false; secret: string; otpauthUri: string }> {
    if (caller.user.identityType !== 'email') throw socialNoTotp();
    if (caller.user.totpEnabled) return { enabled: true };
    const secret = newTotpSecret();
    await repo.updateUser(this.deps.db, caller.user.id, { totpPendingSecret: secret });
    return {
      enabled: false,
      secret,
      otpauthUri: totpUri(secret, 'Quiver Cloud', caller.user.email),
    };
  }

  /** Turns two-factor on (a code from the prepared secret) or off (a code from the active one). */
  async setTotp(caller: Caller, enable: boolean, code: string): Promise<{ enabled: boolean }> {
    const user = caller.user;
    if (user.identityType !== 'email') throw socialNoTotp();
    if (enable) {
      if (user.totpEnabled) return { enabled: true };
      if (!user.totpPendingSecret) throw new RuleViolation('twoFactorSetupMissing');
      const step = await totpStep(user.totpPendingSecret, code, this.deps.clock);
      if (step === null) throw wrongTotp();
      await repo.updateUser(this.deps.db, user.id, {
        totpEnabled: true,
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
      });
      return { enabled: true };
    }
    if (!user.totpEnabled || !user.totpSecret) return { enabled: false };
    await this.acceptTotp(user, code);
    await repo.updateUser(this.deps.db, user.id, {
      totpEnabled: false,
      totpSecret: null,
      totpLastStep: null,
    });
    return { enabled: false };
  }

  private async acceptTotp(
    user: UserRow,
    code: string,
    /** Counts the wrong code against a limit; answers the tries left. */
    onWrong?: () => Promise<number>,
  ): Promise<void> {
    const step = user.totpSecret ? await totpStep(user.totpSecret, code, this.deps.clock) : null;
    // A code is accepted once: a step at or before the last accepted one is a replay.
    if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) {
      const wrong = wrongTotp(step !== null);
      throw onWrong ? withAttemptsLeft(wrong, await onWrong()) : wrong;
    }
    await repo.updateUser(this.deps.db, user.id, { totpLastStep: step });
  }

  /** The account behind an open session (src/http/auth.ts); undefined once it was revoked. */
  userInOpenSession(userId: string, familyId: string): Promise<UserRow | undefined> {
    return repo.findUserInOpenSession(this.deps.db, userId, familyId);
  }

  find(userId: string): Promise<UserRow | undefined> {
    return repo.findUserById(this.deps.db, userId);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return repo.findUserByEmail(this.deps.db, normaliseEmail(email));
  }

  /** Changes the profile fields given; answers the account as it now is. */
  async updateProfile(user: UserRow, changes: ProfileChanges): Promise<UserRow> {
    const updated = await repo.updateUser(this.deps.db, user.id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      ...(changes.postalCode !== undefined && { postalCode: changes.postalCode }),
      ...(changes.country !== undefined && { country: changes.country }),
      ...(changes.city !== undefined && { city: changes.city }),
      ...(changes.address !== undefined && { address: changes.address }),
    });
    return updated ?? user;
  }

  async updateStatus(userId: string, status: UserStatus): Promise<void> {
    await repo.updateUser(this.deps.db, userId, { status });
  }

  /** Admin: sets an account's status; a ban also ends every session of the account. */
  async setStatus(email: string, status: 'NORMAL' | 'LIMITED' | 'BANNED'): Promise<UserRow> {
    const user = await this.findByEmail(email);
    if (!user) throw new Refusal(`No account with the address ${email}.`);
    await this.updateStatus(user.id, status);
    if (status === 'BANNED') await this.deps.sessions.revokeAllForUser(user.id, 'banned');
    return user;
  }

  /**
   * The account of an address a social provider vouched for: found, or created (signing in with
   * `provider`); of two sign-ins racing to create it, the loser finds the winner's.
   */
  async socialAccount(
    emailInput: string,
    provider: 'google' | 'github',
  ): Promise<UserRow | undefined> {
    const { db, config, clock } = this.deps;
    const email = normaliseEmail(emailInput);
    return (
      (await repo.findUserByEmail(db, email)) ??
      (await repo.insertUser(db, {
        email,
        emailVerified: true,
        passwordHash: null,
        identityType: provider,
        status: config.betaGate ? 'REVIEW' : 'NORMAL',
        createdAt: clock.now(),
      })) ??
      (await repo.findUserByEmail(db, email))
    );
  }
}
