import { describe, expect, it } from 'vitest';
import {
  ContractMismatchError,
  allCodes,
  authEndpoints,
  buildHttpRequest,
  codeTable,
  codes,
  describeCode,
  fail,
  failureDataSchema,
  fieldMessageText,
  instanceEndpoints,
  invalidRequest,
  messages,
  notAvailableYet,
  ok,
  parseRequest,
  readEnvelope,
  refuse,
  successEnvelopeSchema,
  toFieldErrors,
  toQueryString,
} from '../src/index.ts';
import { z } from 'zod';

describe('envelope helpers', () => {
  it('ok wraps data with code 200', () => {
    expect(ok({ a: 1 })).toEqual({ code: 200, message: 'OK', data: { a: 1 } });
    expect(ok(null, 'Done.')).toEqual({ code: 200, message: 'Done.', data: null });
    expect(successEnvelopeSchema(z.object({ a: z.int() })).parse(ok({ a: 1 }))).toEqual(
      ok({ a: 1 }),
    );
  });

  it('fail carries fields and the reason only when there are some', () => {
    expect(fail(codes.notFound, 'Instance not found.')).toEqual({
      code: 404,
      message: 'Instance not found.',
    });
    expect(fail(codes.refused, 'Bad.', {})).toEqual({ code: 1216, message: 'Bad.' });
    expect(fail(codes.refused, 'Bad.', { port: 'validation.instance.port-invalid' })).toEqual({
      code: 1216,
      message: 'Bad.',
      data: { fields: { port: 'validation.instance.port-invalid' } },
    });
  });

  it('fail carries the tries left before a sign-in lock when given, and the schema reads them', () => {
    const wrong = fail(
      codes.refused,
      'Incorrect account or password.',
      undefined,
      'incorrectAccountOrPassword',
      {
        attemptsLeft: 2,
      },
    );
    expect(wrong).toEqual({
      code: 1216,
      message: 'Incorrect account or password.',
      data: { reason: 'incorrectAccountOrPassword', attemptsLeft: 2 },
    });
    expect(failureDataSchema.parse(wrong.data)).toEqual(wrong.data);
    // None left is the lock itself ('Too many attempts'), never a count.
    expect(failureDataSchema.safeParse({ attemptsLeft: 0 }).success).toBe(false);
  });

  it('refuse, invalidRequest and notAvailableYet use the standard messages', () => {
    expect(notAvailableYet()).toEqual({
      code: 1216,
      message: 'Not available yet.',
      data: { reason: 'notAvailableYet' },
    });
    expect(refuse('soldOut')).toEqual({
      code: 1216,
      message: 'Instance sold out in this region: choose another region or submit a request.',
      data: { reason: 'soldOut' },
    });
    expect(refuse('operationInProgress', { params: { label: 'Stopping' } }).message).toBe(
      'An operation is in progress (Stopping): wait until it finishes.',
    );
    expect(invalidRequest({ email: 'validation.account.email-invalid' })).toEqual({
      code: 1216,
      message: messages.invalidRequest,
      data: { fields: { email: 'validation.account.email-invalid' }, reason: 'invalidRequest' },
    });
  });
});

describe('field errors', () => {
  it('tell a missing value from a wrong type, with or without the input reported', () => {
    const schema = z.strictObject({ a: z.string(), b: z.string(), c: z.int() });
    const raw = { b: 5, c: 'x' };
    const expected = {
      a: 'validation.required',
      b: 'validation.invalid-type',
      c: 'validation.invalid-type',
    };
    expect(parseRequest(schema, raw)).toEqual({ success: false, fields: expected });
    const plain = schema.safeParse(raw);
    expect(plain.success ? null : toFieldErrors(plain.error)).toEqual(expected);
  });

  it('reports a body of the wrong kind at the empty path', () => {
    expect(parseRequest(authEndpoints.login.request, 'hello')).toEqual({
      success: false,
      fields: { '': 'validation.invalid-type' },
    });
    expect(parseRequest(authEndpoints.login.request, undefined)).toEqual({
      success: false,
      fields: { '': 'validation.required' },
    });
  });

  it('never puts the input in the answer', () => {
    const secret = 'hunter2-but-longer-than-sixty-four-characters-'.repeat(3);
    const result = parseRequest(authEndpoints.login.request, { email: secret, password: secret });
    expect(JSON.stringify(result)).not.toContain('hunter2');
  });
});

describe('codes', () => {
  it('are the ten codes of DECISIONS.md, each with what the console does', () => {
    expect([...allCodes].sort((a, b) => a - b)).toEqual([
      200, 401, 404, 407, 411, 412, 500, 700, 1216, 1501,
    ]);
    expect(
      Object.keys(codeTable)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...allCodes].sort((a, b) => a - b));
    for (const code of [401, 407, 412])
      expect(describeCode(code)).toMatchObject({
        reaction: 'sign-out',
        toast: 'Login failed.',
        clientCode: -1001,
      });
    for (const code of [500, 700])
      expect(describeCode(code)).toMatchObject({
        reaction: 'server-error',
        toast: 'Server Error!',
        clientCode: -1002,
      });
    for (const code of [404, 1216])
      expect(describeCode(code)).toMatchObject({
        reaction: 'show-server-message',
        clientCode: -1003,
      });
    expect(describeCode(411).reaction).toBe('refresh');
    expect(describeCode(1501).reaction).toBe('social-login-failed');
    expect(describeCode(999).reaction).toBe('server-error');
  });
});

describe('messages', () => {
  it('quote spec section 8 word for word', () => {
    expect(messages).toMatchObject({
      incorrectSecurityCode: 'Incorrect security code.',
      incorrectAccountOrPassword: 'Incorrect account or password.',
      invalidEmail: 'Not a valid email address.',
      occupied: 'Instance occupied in this region.',
      cannotCreateNow: 'The selected instance cannot be created now.',
      startNoPayment: 'Failed to start the instance, check the payment method.',
      startNoMemory: 'Start failed: increase memory or force start.',
      incorrectVerificationCode: 'Incorrect verification code.',
      noSizeChange: 'No change to the size of the current instance.',
      storageMax: 'Storage has reached its maximum.',
      storageTooSoon: 'Storage changed too recently (at least 6 hours).',
      instanceNameError: 'Instance name error.',
      serverError: 'Server Error!',
      loginFailed: 'Login failed.',
      loginExpired: 'Login information expired.',
    });
  });

  it('give English text for validation keys and our own field keys alike', () => {
    expect(fieldMessageText('validation.instance.port-invalid')).toMatch(/60000 to 65535/);
    expect(fieldMessageText('api.unknown-field')).toBe('This field is not part of the request.');
    expect(fieldMessageText('Already English.')).toBe('Already English.');
  });
});

describe('client helpers', () => {
  it('puts GET parameters in the query string, leaving out empty ones', () => {
    expect(
      buildHttpRequest(instanceEndpoints.list, { page: 2, pageSize: '20', status: undefined }),
    ).toEqual({
      method: 'GET',
      url: '/api/dbaas/v1/instance/list?page=2&pageSize=20',
      headers: { Accept: 'application/json' },
    });
    expect(toQueryString({ a: 'x y&z', b: [1, 2], c: null })).toBe('?a=x+y%26z&b=1&b=2');
    expect(toQueryString({})).toBe('');
  });

  it('sends JSON bodies, and form bodies for the social logins', () => {
    expect(
      buildHttpRequest(
        authEndpoints.login,
        { email: 'a@b.io', password: 'p' },
        { baseUrl: 'http://127.0.0.1:1' },
      ),
    ).toEqual({
      method: 'POST',
      url: 'http://127.0.0.1:1/api/dbaas/v1/auth/login',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"email":"a@b.io","password":"p"}',
    });
    expect(buildHttpRequest(authEndpoints.githubLogin, { code: 'a b' })).toMatchObject({
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'code=a+b',
    });
  });

  it('reads a success through the response schema and a failure with its fields', () => {
    const answer = readEnvelope(
      authEndpoints.refreshToken,
      ok({ accessToken: 'a', refreshToken: 'r' }),
    );
    expect(answer).toEqual({
      ok: true,
      code: 200,
      message: 'OK',
      data: { accessToken: 'a', refreshToken: 'r' },
    });
    expect(
      readEnvelope(
        authEndpoints.login,
        invalidRequest({ email: 'validation.account.email-invalid' }),
      ),
    ).toEqual({
      ok: false,
      code: 1216,
      message: messages.invalidRequest,
      data: { fields: { email: 'validation.account.email-invalid' }, reason: 'invalidRequest' },
    });
    expect(
      readEnvelope(authEndpoints.logout, { code: 411, message: 'Access token expired.' }),
    ).toEqual({
      ok: false,
      code: 411,
      message: 'Access token expired.',
      data: {},
    });
  });

  it('throws on answers that break the contract', () => {
    expect(() => readEnvelope(authEndpoints.refreshToken, '<html>')).toThrow(ContractMismatchError);
    expect(() => readEnvelope(authEndpoints.refreshToken, { code: 999, message: '' })).toThrow(
      /unknown code 999/,
    );
    expect(() => readEnvelope(authEndpoints.refreshToken, ok({ accessToken: 'a' }))).toThrow(
      /refreshToken/,
    );
  });
});
