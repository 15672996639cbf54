// Sign-in, sessions, registration, captchas, two-factor and external (marketplace) binding.
// Spec section 7 "Auth and user"; fixed bodies from issue 3.
import { z } from 'zod';
import {
  accountPassword,
  email,
  emailCode,
  userStatus,
  type ValidationMessageKey,
} from '@quiver/validation';
import { defineEndpoint, v1 } from './endpoint.ts';
import { noData, textRule, totpCode } from './fields.ts';

// ---- shared pieces -----------------------------------------------------------------------------

/** A session's tokens: a short-lived JWT access token and an opaque, rotating refresh token. */
export const tokenPair = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type TokenPair = z.infer<typeof tokenPair>;

/** Login's answer when two-factor is on and no `totpCode` was sent: ask for it, then log in again. */
export const mfaChallenge = z.object({ mfaRequired: z.literal(true) });
export type MfaChallenge = z.infer<typeof mfaChallenge>;

/** The password typed to sign in: not judged by the account-password rule, only bounded. */
const signInPassword = textRule('api.password-required', (value) =>
  value === '' ? 'api.password-required' : value.length > 64 ? 'api.password-too-long' : undefined,
);

/** What an e-mailed code is for. */
export const emailCodePurposes = ['register', 'reset-password', 'instance-reset'] as const;
export const emailCodePurpose = z.enum(emailCodePurposes, { error: 'validation.invalid-option' });
export type EmailCodePurpose = z.infer<typeof emailCodePurpose>;

/** An image captcha to show: the id to send back with the answer, and the picture. */
export const captchaImage = z.object({
  captchaId: z.string().min(1),
  /** A `data:image/svg+xml;base64,...` URL, ready for an `<img src>`. */
  image: z.string().startsWith('data:image/'),
  expiresInSeconds: z.int().positive(),
});
export type CaptchaImage = z.infer<typeof captchaImage>;

export const captchaId = textRule('api.captcha-id-invalid', (value) =>
  /^[A-Za-z0-9_-]{8,128}$/.test(value) ? undefined : 'api.captcha-id-invalid',
);
/** The characters read from the image: 4 to 8 letters or digits (compared without letter case). */
export const captchaCode = textRule('api.captcha-code-required', (value) =>
  value === ''
    ? 'api.captcha-code-required'
    : /^[A-Za-z0-9]{4,8}$/.test(value)
      ? undefined
      : 'api.captcha-code-invalid',
);

/** When an e-mailed code expires and when another may be requested. */
export const emailCodeSent = z.object({
  expiresInSeconds: z.int().positive(),
  resendAfterSeconds: z.int().nonnegative(),
});

/** A marketplace channel (`aws-marketplace`): lower-case letters, digits and `-`, 2 to 32. */
export const marketplaceChannel = textRule('api.channel-invalid', (value) =>
  /^[a-z][a-z0-9-]{1,31}$/.test(value) ? undefined : 'api.channel-invalid',
);
/** The marketplace's account token, as handed to the console in the `extAccountToken` parameter. */
export const extAccountToken = textRule('api.token-required', (value) =>
  value === ''
    ? 'api.token-required'
    : /^[\x21-\x7e]{1,2048}$/.test(value)
      ? undefined
      : 'api.token-invalid',
);

export const externalBinding = z.object({
  channel: z.string(),
  boundAt: z.iso.datetime(),
});

/** Where a social sign-in starts: the provider's consent page, or nothing when not configured. */
export const socialLoginStart = z.discriminatedUnion('enabled', [
  z.object({
    enabled: z.literal(true),
    authorizeUrl: z.url(),
    /** Anti-forgery value: keep it, and compare it with the `state` the provider sends back. */
    state: z.string().min(16),
  }),
  z.object({ enabled: z.literal(false) }),
]);

/** The provider's answer, posted form-encoded (spec §7). */
const socialLoginBody = z.strictObject({
  code: textRule('api.oauth-code-required', (value) =>
    value === ''
      ? 'api.oauth-code-required'
      : value.length > 2048
        ? 'api.token-invalid'
        : undefined,
  ),
  state: z.string().max(512).optional(),
});

const passwordEqualsEmail: ValidationMessageKey = 'validation.account.password-equals-email';

// ---- endpoints ---------------------------------------------------------------------------------

export const authEndpoints = {
  login: defineEndpoint({
    id: 'auth.login',
    method: 'POST',
    path: v1('/auth/login'),
    auth: 'none',
    summary:
      'Sign in with e-mail and password; with two-factor on, answers { mfaRequired } until totpCode is sent.',
    request: z.strictObject({ email, password: signInPassword, totpCode: totpCode.optional() }),
    response: z.union([tokenPair, mfaChallenge]),
  }),
  logout: defineEndpoint({
    id: 'auth.logout',
    method: 'GET',
    path: v1('/auth/logout'),
    auth: 'user',
    summary: "Sign out: revokes the caller's session (its refresh-token family).",
    request: z.object({}),
    response: noData,
  }),
  refreshToken: defineEndpoint({
    id: 'auth.refreshToken',
    method: 'POST',
    path: v1('/auth/token/refresh'),
    auth: 'none',
    summary:
      'Trade a refresh token for a new pair; the old one is spent (reuse revokes the family: 412).',
    request: z.strictObject({ refreshToken: z.string().min(1).max(512) }),
    response: tokenPair,
  }),
  captcha: defineEndpoint({
    id: 'auth.captcha',
    method: 'GET',
    path: v1('/auth/captcha'),
    auth: 'none',
    summary:
      'A new image captcha, answered with captchaId and captchaCode when the server asks for one.',
    request: z.object({}),
    response: captchaImage,
  }),
  modifyPassword: defineEndpoint({
    id: 'auth.modifyPassword',
    method: 'POST',
    path: v1('/auth/password/modify'),
    auth: 'user',
    summary:
      'Change the password, proven by the current one or by an e-mailed code (purpose reset-password); revokes every other session and answers a fresh pair.',
    request: z
      .strictObject({
        oldPassword: signInPassword.optional(),
        emailCode: emailCode.optional(),
        newPassword: accountPassword,
        confirmPassword: z.string({ error: 'validation.account.confirm-password-required' }),
      })
      .superRefine((body, context) => {
        if ((body.oldPassword === undefined) === (body.emailCode === undefined))
          context.addIssue({
            code: 'custom',
            path: ['oldPassword'],
            message: 'api.password-required',
          });
        // Changing to the same password would only end every other session.
        if (body.oldPassword !== undefined && body.oldPassword === body.newPassword)
          context.addIssue({
            code: 'custom',
            path: ['newPassword'],
            message: 'validation.account.password-same-as-current',
          });
        if (body.confirmPassword !== body.newPassword)
          context.addIssue({
            code: 'custom',
            path: ['confirmPassword'],
            message:
              body.confirmPassword === ''
                ? 'validation.account.confirm-password-required'
                : 'validation.account.password-mismatch',
          });
      }),
    response: tokenPair,
  }),
  emailCaptcha: defineEndpoint({
    id: 'auth.emailCaptcha',
    method: 'POST',
    path: v1('/auth/email/captcha'),
    auth: 'none',
    summary:
      "E-mail a 6-digit code (10 minutes, single use). Answers alike whether or not the address has an account; after repeated sends the server asks for an image captcha (reason captchaRequired). Purpose instance-reset needs a signed-in caller and goes to the caller's own address.",
    request: z.strictObject({
      email,
      purpose: emailCodePurpose,
      captchaId: captchaId.optional(),
      captchaCode: captchaCode.optional(),
    }),
    response: emailCodeSent,
  }),
  register: defineEndpoint({
    id: 'auth.register',
    method: 'POST',
    path: v1('/auth/register'),
    auth: 'none',
    summary:
      'Create an account with the e-mailed code (purpose register); answers a signed-in session.',
    request: z
      .strictObject({ email, password: accountPassword, emailCode })
      .refine((body) => body.password.toLowerCase() !== body.email.toLowerCase(), {
        path: ['password'],
        message: passwordEqualsEmail,
      }),
    response: tokenPair,
  }),
  applyForAccess: defineEndpoint({
    id: 'auth.applyForAccess',
    method: 'POST',
    path: v1('/auth/user/apply'),
    auth: 'user',
    summary:
      'Apply for access during the beta; the account stays REVIEW until approved (2 to 3 workdays, by e-mail).',
    request: z.strictObject({
      company: textRule('api.company-invalid', (value) => {
        const length = [...value.trim()].length;
        return length >= 1 && length <= 100 ? undefined : 'api.company-invalid';
      })
        .trim()
        .optional(),
      useCase: textRule('api.use-case-required', (value) => {
        const length = [...value.trim()].length;
        if (length === 0) return 'api.use-case-required';
        return length > 2000 ? 'api.use-case-too-long' : undefined;
      }).trim(),
    }),
    response: z.object({
      status: userStatus,
      appliedAt: z.iso.datetime(),
    }),
  }),
  externalBound: defineEndpoint({
    id: 'auth.externalBound',
    method: 'GET',
    path: v1('/auth/external/bound'),
    auth: 'none',
    summary:
      'Whether a marketplace account is already linked to some account (never says which), before sign-in.',
    request: z.object({ channel: marketplaceChannel, extAccountToken }),
    response: z.object({ bound: z.boolean() }),
  }),
  bindExternal: defineEndpoint({
    id: 'auth.bindExternal',
    method: 'POST',
    path: v1('/auth/bind/external'),
    auth: 'user',
    summary: "Link a marketplace account (channel + extAccountToken) to the caller's account.",
    request: z.strictObject({ channel: marketplaceChannel, extAccountToken }),
    response: externalBinding,
  }),
  unbindExternal: defineEndpoint({
    id: 'auth.unbindExternal',
    method: 'GET',
    path: v1('/auth/unbind'),
    auth: 'user',
    summary: "Remove the caller's link to a marketplace channel.",
    request: z.object({ channel: marketplaceChannel }),
    response: noData,
  }),
  googleLoginStart: defineEndpoint({
    id: 'auth.googleLoginStart',
    method: 'GET',
    path: v1('/auth/google/login'),
    auth: 'none',
    summary:
      "Where Google sign-in starts (the provider's consent page and its state), or { enabled: false } when not configured.",
    request: z.object({}),
    response: socialLoginStart,
  }),
  googleLogin: defineEndpoint({
    id: 'auth.googleLogin',
    method: 'POST',
    path: v1('/auth/google/login'),
    auth: 'none',
    encoding: 'form',
    summary: "Sign in with Google's code (form-encoded); 1501 when the exchange fails.",
    request: socialLoginBody,
    response: tokenPair,
  }),
  githubLoginStart: defineEndpoint({
    id: 'auth.githubLoginStart',
    method: 'GET',
    path: v1('/auth/github/login'),
    auth: 'none',
    summary:
      "Where GitHub sign-in starts (the provider's consent page and its state), or { enabled: false } when not configured.",
    request: z.object({}),
    response: socialLoginStart,
  }),
  githubLogin: defineEndpoint({
    id: 'auth.githubLogin',
    method: 'POST',
    path: v1('/auth/github/login'),
    auth: 'none',
    encoding: 'form',
    summary: "Sign in with GitHub's code (form-encoded); 1501 when the exchange fails.",
    request: socialLoginBody,
    response: tokenPair,
  }),
  getTotp: defineEndpoint({
    id: 'auth.getTotp',
    method: 'GET',
    path: v1('/auth/get/totp'),
    auth: 'user',
    summary:
      'Two-factor state; while off, a new pending secret and its otpauth:// URI (for the QR code) to set up.',
    request: z.object({}),
    response: z.discriminatedUnion('enabled', [
      z.object({ enabled: z.literal(true) }),
      z.object({
        enabled: z.literal(false),
        secret: z.string().regex(/^[A-Z2-7]+=*$/),
        otpauthUri: z.string().startsWith('otpauth://totp/'),
      }),
    ]),
  }),
  setupTotp: defineEndpoint({
    id: 'auth.setupTotp',
    method: 'POST',
    path: v1('/auth/setup/totp'),
    auth: 'user',
    summary: 'Turn two-factor on (code from the pending secret) or off (code from the active one).',
    request: z.strictObject({
      enable: z.boolean({ error: 'api.boolean-invalid' }),
      code: totpCode,
    }),
    response: z.object({ isTwofa: z.boolean() }),
  }),
  validatePassword: defineEndpoint({
    id: 'auth.validatePassword',
    method: 'POST',
    path: v1('/auth/validatePassword'),
    auth: 'user',
    summary: "Check the caller's current password before a sensitive step (rate-limited).",
    request: z.strictObject({ password: signInPassword }),
    response: z.object({ valid: z.boolean() }),
  }),
} as const;
