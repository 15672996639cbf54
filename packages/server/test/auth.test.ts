import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../src/db/schema.ts';
import { totpCode } from '../src/lib/totp.ts';
import { readMailbox } from '../src/modules/mail/mailer.ts';
import {
  call,
  freshEmail,
  goodPassword,
  latestCode,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
} from './helpers.ts';

type Tokens = { accessToken: string; refreshToken: string };
type Fields = { fields?: Record<string, string>; reason?: string };

describe.skipIf(skipSuite)('register, login, e-mail codes, captcha, two-factor, passwords', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  const userCount = async () => (await h.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  describe('register with an e-mail code', () => {
    it('mails a 6-digit code, registers, and stores an argon2id hash', async () => {
      const account = await register(h);
      const [row] = await h.database.db.select().from(users).where(eq(users.email, account.email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row).toMatchObject({ identityType: 'email', status: 'NORMAL', emailVerified: true });
      const [stored] = await h.database.db
        .select()
        .from(emailCodes)
        .where(eq(emailCodes.email, account.email));
      expect(stored?.codeHash).not.toMatch(/^\d{6}$/);
    });

    it('refuses a wrong code, then an expired one (10 minutes), and never reuses a code', async () => {
      const email = freshEmail();
      await call(h.app, 'POST', v1('/auth/email/captcha'), {
        body: { email, purpose: 'register' },
      });
      const code = await latestCode(h, email);
      const wrong = await call<Fields>(h.app, 'POST', v1('/auth/register'), {
        body: { email, password: goodPassword, emailCode: code === '000000' ? '111111' : '000000' },
      });
      expect(wrong).toMatchObject({ code: 1216, message: 'Incorrect verification code.' });
      expect(wrong.data?.fields).toEqual({ emailCode: 'validation.account.email-code-invalid' });
      h.clock.advance(10 * 60 + 1);
      const late = await call(h.app, 'POST', v1('/auth/register'), {
        body: { email, password: goodPassword, emailCode: code },
      });
      expect(late.message).toBe('Incorrect verification code.');
      // A new code works once.
      h.clock.advance(61);
      const before = await userCount();
      const secondSend = await call<Fields>(h.app, 'POST', v1('/auth/email/captcha'), {
        body: { email, purpose: 'register' },
      });
      // The second code within the hour needs the image captcha.
      expect(secondSend).toMatchObject({ code: 1216, data: { reason: 'captchaRequired' } });
      const captcha = await call<{ captchaId: string; image: string }>(
        h.app,
        'GET',
        v1('/auth/captcha'),
      );
      expect(captcha.data?.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const answer = h.captchaAnswers.at(-1) ?? '';
      const sent = await call(h.app, 'POST', v1('/auth/email/captcha'), {
        body: {
          email,
          purpose: 'register',
          captchaId: captcha.data?.captchaId,
          captchaCode: answer,
        },
      });
      expect(sent.code).toBe(200);
      const fresh = await latestCode(h, email);
      const ok = await call(h.app, 'POST', v1('/auth/register'), {
        body: { email, password: goodPassword, emailCode: fresh },
      });
      expect(ok.code).toBe(200);
      expect(await userCount()).toBe(before + 1);
      const again = await call(h.app, 'POST', v1('/auth/register'), {
        body: { email, password: goodPassword, emailCode: fresh },
      });
      expect(again.message).toBe('Incorrect verification code.');
    });

    it('answers alike for a registered address: same reply, no code in the mail', async () => {
      const account = await register(h);
      h.clock.advance(3600);
      const fresh = freshEmail();
      const forNew = await call(h.app, 'POST', v1('/auth/email/captcha'), {
        body: { email: fresh, purpose: 'register' },
      });
      const forTaken = await call(h.app, 'POST', v1('/auth/email/captcha'), {
        body: { email: account.email, purpose: 'register' },
      });
      expect(forTaken.code).toBe(forNew.code);
      expect(forTaken.message).toBe(forNew.message);
      expect(forTaken.data).toEqual(forNew.data);
      const [mail] = await readMailbox(h.database.db, account.email);
      expect(mail?.code).toBeNull();
      expect(mail?.text).toMatch(/already have an account/);
    });

    it('enforces the 60-second resend gap', async () => {
      const email = freshEmail();
      expect(
        (
          await call(h.app, 'POST', v1('/auth/email/captcha'), {
            body: { email, purpose: 'register' },
          })
        ).code,
      ).toBe(200);
      const captcha = await call<{ captchaId: string }>(h.app, 'GET', v1('/auth/captcha'));
      const soon = await call(h.app, 'POST', v1('/auth/email/captcha'), {
        body: {
          email,
          purpose: 'register',
          captchaId: captcha.data?.captchaId,
          captchaCode: h.captchaAnswers.at(-1),
        },
      });
      expect(soon.code).toBe(1216);
      expect(soon.message).toMatch(/Too many attempts: try again in \d+ seconds\./);
    });

    it('refuses a wrong captcha answer and uses a captcha up after one attempt', async () => {
      const email = freshEmail();
      await call(h.app, 'POST', v1('/auth/email/captcha'), {
        body: { email, purpose: 'register' },
      });
      h.clock.advance(61);
      const captcha = await call<{ captchaId: string }>(h.app, 'GET', v1('/auth/captcha'));
      const wrong = await call<Fields>(h.app, 'POST', v1('/auth/email/captcha'), {
        body: {
          email,
          purpose: 'register',
          captchaId: captcha.data?.captchaId,
          captchaCode: 'zzzz',
        },
      });
      expect(wrong.data?.fields).toEqual({ captchaCode: 'api.captcha-code-invalid' });
      const reused = await call(h.app, 'POST', v1('/auth/email/captcha'), {
        body: {
          email,
          purpose: 'register',
          captchaId: captcha.data?.captchaId,
          captchaCode: h.captchaAnswers.at(-1),
        },
      });
      expect(reused.code).toBe(1216);
    });

    it('refuses weak passwords and bad addresses with field keys, creating nothing', async () => {
      const before = await userCount();
      const weak = await call<Fields>(h.app, 'POST', v1('/auth/register'), {
        body: { email: 'not-an-address', password: 'short', emailCode: '12345' },
      });
      expect(weak.code).toBe(1216);
      expect(Object.keys(weak.data?.fields ?? {}).sort()).toEqual([
        'email',
        'emailCode',
        'password',
      ]);
      expect(weak.data?.fields?.['email']).toBe('validation.account.email-invalid');
      expect(await userCount()).toBe(before);
    });
  });

  describe('login', () => {
    it('signs in with the right password and answers tokens', async () => {
      const account = await register(h);
      const login = await call<Tokens>(h.app, 'POST', v1('/auth/login'), {
        body: { email: account.email.toUpperCase(), password: account.password },
      });
      expect(login.code).toBe(200);
      expect(login.data?.accessToken).toBeTruthy();
      expect(login.data?.refreshToken).toMatch(/^qr_/);
    });

    it('answers a wrong password and an unknown address alike', async () => {
      const account = await register(h);
      const wrong = await call(h.app, 'POST', v1('/auth/login'), {
        body: { email: account.email, password: 'Wrong-pass-1' },
      });
      const unknown = await call(h.app, 'POST', v1('/auth/login'), {
        body: { email: freshEmail(), password: 'Wrong-pass-1' },
      });
      expect(wrong).toMatchObject({ code: 1216, message: 'Incorrect account or password.' });
      expect({ code: unknown.code, message: unknown.message, data: unknown.data }).toEqual({
        code: wrong.code,
        message: wrong.message,
        data: wrong.data,
      });
    });

    it('locks an address for 15 minutes after 5 failures, registered or not, saying so from 2 tries left', async () => {
      const account = await register(h);
      for (const email of [account.email, freshEmail()]) {
        const left: unknown[] = [];
        for (let i = 0; i < 5; i++) {
          const wrong = await call<unknown>(h.app, 'POST', v1('/auth/login'), {
            body: { email, password: 'Wrong-pass-1' },
          });
          expect(wrong.message).toBe('Incorrect account or password.');
          left.push((wrong.data as { attemptsLeft?: number } | undefined)?.attemptsLeft);
        }
        // The same for an address with an account and one without.
        expect(left).toEqual([undefined, undefined, 2, 1, undefined]);
        const locked = await call(h.app, 'POST', v1('/auth/login'), {
          body: { email, password: account.password },
        });
        expect(locked.code).toBe(1216);
        expect(locked.message).toBe('Too many attempts: try again in 15 minutes.');
      }
      h.clock.advance(15 * 60 + 1);
      const open = await call(h.app, 'POST', v1('/auth/login'), {
        body: { email: account.email, password: account.password },
      });
      expect(open.code).toBe(200);
    });

    it('answers 407 to a BANNED account at login and on every call; REVIEW and LIMITED sign in', async () => {
      const account = await register(h);
      await h.database.db
        .update(users)
        .set({ status: 'BANNED' })
        .where(eq(users.email, account.email));
      expect(
        (await call(h.app, 'GET', v1('/user/info'), { token: account.accessToken })).code,
      ).toBe(407);
      const login = await call(h.app, 'POST', v1('/auth/login'), {
        body: { email: account.email, password: account.password },
      });
      expect(login.code).toBe(407);
      for (const status of ['REVIEW', 'LIMITED'] as const) {
        await h.database.db.update(users).set({ status }).where(eq(users.email, account.email));
        const ok = await call<Tokens>(h.app, 'POST', v1('/auth/login'), {
          body: { email: account.email, password: account.password },
        });
        expect(ok.code).toBe(200);
        const info = await call<{ status: string }>(h.app, 'GET', v1('/user/info'), {
          token: ok.data?.accessToken,
        });
        expect(info.data?.status).toBe(status);
      }
    });
  });

  describe('two-factor (TOTP)', () => {
    it('sets up, asks for the code at login, refuses wrong and replayed codes, turns off', async () => {
      const account = await register(h);
      const setup = await call<{ enabled: boolean; secret: string; otpauthUri: string }>(
        h.app,
        'GET',
        v1('/auth/get/totp'),
        {
          token: account.accessToken,
        },
      );
      expect(setup.data).toMatchObject({ enabled: false });
      expect(setup.data?.otpauthUri).toMatch(/^otpauth:\/\/totp\/Quiver%20Cloud:/);
      const secret = setup.data?.secret ?? '';
      const bad = await call<Fields>(h.app, 'POST', v1('/auth/setup/totp'), {
        token: account.accessToken,
        body: {
          enable: true,
          code: '000000' === (await totpCode(secret, h.clock)) ? '111111' : '000000',
        },
      });
      expect(bad).toMatchObject({ code: 1216, message: 'Incorrect security code.' });
      const on = await call(h.app, 'POST', v1('/auth/setup/totp'), {
        token: account.accessToken,
        body: { enable: true, code: await totpCode(secret, h.clock) },
      });
      expect(on).toMatchObject({ code: 200, data: { isTwofa: true } });
      expect(
        (await call(h.app, 'GET', v1('/auth/get/totp'), { token: account.accessToken })).data,
      ).toEqual({ enabled: true });
      const info = await call<{ isTwofa: boolean }>(h.app, 'GET', v1('/user/info'), {
        token: account.accessToken,
      });
      expect(info.data?.isTwofa).toBe(true);

      const challenge = await call(h.app, 'POST', v1('/auth/login'), {
        body: { email: account.email, password: account.password },
      });
      expect(challenge).toMatchObject({ code: 200, data: { mfaRequired: true } });
      // The code just used to turn it on is spent: same time step = replay.
      const replay = await call(h.app, 'POST', v1('/auth/login'), {
        body: {
          email: account.email,
          password: account.password,
          totpCode: await totpCode(secret, h.clock),
        },
      });
      expect(replay.message).toBe('Incorrect security code.');
      expect(replay.data).toMatchObject({ fields: { totpCode: 'api.totp-code-used' } });
      // Wrong codes count toward the same lock as wrong passwords, and say so as it nears.
      const again = await call<unknown>(h.app, 'POST', v1('/auth/login'), {
        body: {
          email: account.email,
          password: account.password,
          totpCode: await totpCode(secret, h.clock),
        },
      });
      expect(again.message).toBe('Incorrect security code.');
      const third = await call<unknown>(h.app, 'POST', v1('/auth/login'), {
        body: {
          email: account.email,
          password: account.password,
          totpCode: await totpCode(secret, h.clock),
        },
      });
      expect(third.data).toMatchObject({ reason: 'incorrectSecurityCode', attemptsLeft: 2 });
      h.clock.advance(30);
      const login = await call<Tokens>(h.app, 'POST', v1('/auth/login'), {
        body: {
          email: account.email,
          password: account.password,
          totpCode: await totpCode(secret, h.clock),
        },
      });
      expect(login.code).toBe(200);
      h.clock.advance(30);
      const off = await call(h.app, 'POST', v1('/auth/setup/totp'), {
        token: login.data?.accessToken,
        body: { enable: false, code: await totpCode(secret, h.clock) },
      });
      expect(off).toMatchObject({ code: 200, data: { isTwofa: false } });
    });
  });

  describe('passwords', () => {
    it('validatePassword answers whether the current password is right', async () => {
      const account = await register(h);
      const right = await call(h.app, 'POST', v1('/auth/validatePassword'), {
        token: account.accessToken,
        body: { password: account.password },
      });
      const wrong = await call(h.app, 'POST', v1('/auth/validatePassword'), {
        token: account.accessToken,
        body: { password: 'nope-Nope-1' },
      });
      expect(right.data).toEqual({ valid: true });
      expect(wrong.data).toEqual({ valid: false });
    });

    it('modify: refuses a wrong current password, then changes it and ends every other session', async () => {
      const account = await register(h);
      const other = await call<Tokens>(h.app, 'POST', v1('/auth/login'), {
        body: { email: account.email, password: account.password },
      });
      const newPassword = 'Brand-New-Pass-7';
      const wrong = await call(h.app, 'POST', v1('/auth/password/modify'), {
        token: account.accessToken,
        body: { oldPassword: 'Wrong-pass-1', newPassword, confirmPassword: newPassword },
      });
      expect(wrong).toMatchObject({ code: 1216, message: 'The current password is incorrect.' });
      // Under its field, the same words (not "This value is not valid.").
      expect((wrong as { data?: Fields }).data?.fields?.['oldPassword']).toBe(
        'api.current-password-incorrect',
      );
      const same = await call<Fields>(h.app, 'POST', v1('/auth/password/modify'), {
        token: account.accessToken,
        body: {
          oldPassword: account.password,
          newPassword: account.password,
          confirmPassword: account.password,
        },
      });
      expect(same.data?.fields?.['newPassword']).toBe(
        'validation.account.password-same-as-current',
      );
      const mismatch = await call<Fields>(h.app, 'POST', v1('/auth/password/modify'), {
        token: account.accessToken,
        body: { oldPassword: account.password, newPassword, confirmPassword: 'different' },
      });
      expect(mismatch.data?.fields?.['confirmPassword']).toBe(
        'validation.account.password-mismatch',
      );
      const changed = await call<Tokens>(h.app, 'POST', v1('/auth/password/modify'), {
        token: account.accessToken,
        body: { oldPassword: account.password, newPassword, confirmPassword: newPassword },
      });
      expect(changed.code).toBe(200);
      expect(
        (await call(h.app, 'GET', v1('/user/info'), { token: other.data?.accessToken })).code,
      ).toBe(401);
      expect(
        (
          await call(h.app, 'POST', v1('/auth/token/refresh'), {
            body: { refreshToken: other.data?.refreshToken },
          })
        ).code,
      ).toBe(412);
      expect(
        (await call(h.app, 'GET', v1('/user/info'), { token: changed.data?.accessToken })).code,
      ).toBe(200);
      const oldLogin = await call(h.app, 'POST', v1('/auth/login'), {
        body: { email: account.email, password: account.password },
      });
      expect(oldLogin.code).toBe(1216);
      const newLogin = await call(h.app, 'POST', v1('/auth/login'), {
        body: { email: account.email, password: newPassword },
      });
      expect(newLogin.code).toBe(200);
    });

    it('modify: a wrong current password says how many tries are left once few remain, then the check is paused', async () => {
      const account = await register(h);
      const newPassword = 'Brand-New-Pass-7';
      const tryWrong = () =>
        call<{ attemptsLeft?: number }>(h.app, 'POST', v1('/auth/password/modify'), {
          token: account.accessToken,
          body: { oldPassword: 'Wrong-pass-1', newPassword, confirmPassword: newPassword },
        });
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await tryWrong());
      // Five wrong tries per account in 15 minutes: the warning from two left.
      expect(answers.map((answer) => answer.data?.attemptsLeft)).toEqual([
        undefined,
        undefined,
        2,
        1,
        undefined,
      ]);
      expect(answers.every((answer) => answer.code === 1216)).toBe(true);
      const paused = await call(h.app, 'POST', v1('/auth/password/modify'), {
        token: account.accessToken,
        body: { oldPassword: account.password, newPassword, confirmPassword: newPassword },
      });
      expect(paused.code).not.toBe(200);
    });

    it('modify with an e-mailed code (purpose reset-password) instead of the current password', async () => {
      const account = await register(h);
      const sent = await call(h.app, 'POST', v1('/auth/email/captcha'), {
        body: { email: account.email, purpose: 'reset-password' },
      });
      expect(sent.code).toBe(200);
      const emailCode = await latestCode(h, account.email);
      const newPassword = 'Via-Mail-Code-8';
      const wrong = await call(h.app, 'POST', v1('/auth/password/modify'), {
        token: account.accessToken,
        body: {
          emailCode: emailCode === '123456' ? '654321' : '123456',
          newPassword,
          confirmPassword: newPassword,
        },
      });
      expect(wrong.message).toBe('Incorrect verification code.');
      const changed = await call(h.app, 'POST', v1('/auth/password/modify'), {
        token: account.accessToken,
        body: { emailCode, newPassword, confirmPassword: newPassword },
      });
      expect(changed.code).toBe(200);
      const login = await call(h.app, 'POST', v1('/auth/login'), {
        body: { email: account.email, password: newPassword },
      });
      expect(login.code).toBe(200);
      // An unknown address gets the same answer and no mail.
      const unknown = freshEmail();
      const quiet = await call(h.app, 'POST', v1('/auth/email/captcha'), {
        body: { email: unknown, purpose: 'reset-password' },
      });
      expect({ code: quiet.code, data: quiet.data }).toEqual({ code: sent.code, data: sent.data });
      expect(await readMailbox(h.database.db, unknown)).toEqual([]);
    });
  });
});
