import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authEndpoints, toFieldErrors } from '../src/index.ts';

const { login, register, emailCaptcha, refreshToken, googleLogin, githubLogin, modifyPassword } =
  authEndpoints;

function fieldsOf(result: z.ZodSafeParseResult<unknown>) {
  if (result.success) throw new Error('expected a refusal');
  return toFieldErrors(result.error);
}

describe('fixed request bodies (issue 3)', () => {
  it('login takes { email, password, totpCode? }', () => {
    expect(login.request.parse({ email: 'a@b.io', password: 'x' })).toEqual({
      email: 'a@b.io',
      password: 'x',
    });
    expect(login.request.parse({ email: 'a@b.io', password: 'x', totpCode: '012345' })).toEqual({
      email: 'a@b.io',
      password: 'x',
      totpCode: '012345',
    });
    expect(fieldsOf(login.request.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'validation.account.email-invalid',
      password: 'api.password-required',
    });
    expect(
      fieldsOf(login.request.safeParse({ email: 'a@b.io', password: 'x', totpCode: '12345' })),
    ).toEqual({ totpCode: 'api.totp-code-invalid' });
    expect(
      fieldsOf(login.request.safeParse({ email: 'a@b.io', password: 'x', remember: true })),
    ).toEqual({ remember: 'api.unknown-field' });
    expect(fieldsOf(login.request.safeParse({}))).toEqual({
      email: 'validation.account.email-required',
      password: 'api.password-required',
    });
  });

  it('login answers a token pair or the two-factor step marker', () => {
    expect(login.response.parse({ accessToken: 'a', refreshToken: 'r' })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(login.response.parse({ mfaRequired: true })).toEqual({ mfaRequired: true });
    expect(login.response.safeParse({ mfaRequired: false }).success).toBe(false);
  });

  it('register takes { email, password, emailCode } with the account-password rule', () => {
    const body = { email: 'ada@example.com', password: 'Graph-2026', emailCode: '123456' };
    expect(register.request.parse(body)).toEqual(body);
    expect(fieldsOf(register.request.safeParse({ ...body, password: 'short' }))).toEqual({
      password: 'validation.account.password-length',
    });
    expect(fieldsOf(register.request.safeParse({ ...body, emailCode: '12345a' }))).toEqual({
      emailCode: 'validation.account.email-code-invalid',
    });
    expect(
      fieldsOf(
        register.request.safeParse({
          email: 'Ab1!abcd@x.io',
          password: 'ab1!ABCD@X.IO',
          emailCode: '123456',
        }),
      ),
    ).toEqual({ password: 'validation.account.password-equals-email' });
  });

  it('e-mail captcha takes { email, purpose } with the three purposes', () => {
    for (const purpose of ['register', 'reset-password', 'instance-reset'])
      expect(emailCaptcha.request.parse({ email: 'a@b.io', purpose })).toEqual({
        email: 'a@b.io',
        purpose,
      });
    expect(fieldsOf(emailCaptcha.request.safeParse({ email: 'a@b.io', purpose: 'login' }))).toEqual(
      {
        purpose: 'validation.invalid-option',
      },
    );
  });

  it('token refresh takes { refreshToken } and answers { accessToken, refreshToken }', () => {
    expect(refreshToken.request.parse({ refreshToken: 'r1' })).toEqual({ refreshToken: 'r1' });
    expect(refreshToken.request.safeParse({}).success).toBe(false);
    expect(refreshToken.response.parse({ accessToken: 'a', refreshToken: 'r2' })).toEqual({
      accessToken: 'a',
      refreshToken: 'r2',
    });
    expect(refreshToken.response.safeParse({ accessToken: 'a' }).success).toBe(false);
  });

  it('social logins are form-encoded POSTs carrying code', () => {
    for (const endpoint of [googleLogin, githubLogin]) {
      expect(endpoint.method).toBe('POST');
      expect(endpoint.encoding).toBe('form');
      expect(endpoint.request.parse({ code: 'abc' })).toEqual({ code: 'abc' });
      expect(fieldsOf(endpoint.request.safeParse({ code: '' }))).toEqual({
        code: 'api.oauth-code-required',
      });
    }
  });

  it('password change needs exactly one proof and a matching confirmation', () => {
    const base = { newPassword: 'Graph-2026', confirmPassword: 'Graph-2026' };
    expect(modifyPassword.request.safeParse({ ...base, oldPassword: 'old' }).success).toBe(true);
    expect(modifyPassword.request.safeParse({ ...base, emailCode: '123456' }).success).toBe(true);
    expect(fieldsOf(modifyPassword.request.safeParse(base))).toEqual({
      oldPassword: 'api.password-required',
    });
    expect(
      fieldsOf(
        modifyPassword.request.safeParse({ ...base, oldPassword: 'o', emailCode: '123456' }),
      ),
    ).toEqual({ oldPassword: 'api.password-required' });
    expect(
      fieldsOf(
        modifyPassword.request.safeParse({
          ...base,
          oldPassword: 'o',
          confirmPassword: 'Graph-2027',
        }),
      ),
    ).toEqual({ confirmPassword: 'validation.account.password-mismatch' });
  });
});
