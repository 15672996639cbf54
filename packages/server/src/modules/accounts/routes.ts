// HTTP side of accounts: each contract endpoint calls one service function.
import { authEndpoints } from '@quiver/contract';
import { handle, handleSessionOnly, handleSignedIn } from '../../http/handle.ts';
import { emailCodeCooldownSeconds, emailCodeTtlSeconds } from '../email-codes/service.ts';

export const accountHandlers = [
  handle(authEndpoints.login, async (input, { services }) => {
    const result = await services.accounts.login(input);
    return result.kind === 'totp-required' ? { mfaRequired: true as const } : result.tokens;
  }),
  handleSignedIn(authEndpoints.logout, async (_input, { services, caller }) => {
    await services.accounts.logout(caller);
    return null;
  }),
  handle(authEndpoints.refreshToken, async (input, { services }) => {
    const { pair } = await services.sessions.refresh(input.refreshToken);
    return pair;
  }),
  handle(authEndpoints.captcha, async (_input, { services }) => {
    const captcha = await services.captchas.create();
    return {
      captchaId: captcha.captchaId,
      image: `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`,
      expiresInSeconds: captcha.expiresInSeconds,
    };
  }),
  handle(authEndpoints.emailCaptcha, async (input, { services, requireCaller }) => {
    await services.accounts.sendEmailCode(input.email, input.purpose, requireCaller, input);
    return { expiresInSeconds: emailCodeTtlSeconds, resendAfterSeconds: emailCodeCooldownSeconds };
  }),
  handle(authEndpoints.register, (input, { services }) => services.accounts.register(input)),
  handleSessionOnly(authEndpoints.modifyPassword, (input, { services, caller }) =>
    services.accounts.modifyPassword(caller, input, input.newPassword),
  ),
  handleSignedIn(authEndpoints.validatePassword, async (input, { services, caller }) => ({
    valid: await services.accounts.isCurrentPassword(caller, input.password),
  })),
  handleSessionOnly(authEndpoints.getTotp, (_input, { services, caller }) =>
    services.accounts.totpEnrolment(caller),
  ),
  handleSessionOnly(authEndpoints.setupTotp, async (input, { services, caller }) => {
    const { enabled } = await services.accounts.setTotp(caller, input.enable, input.code);
    return { isTwofa: enabled };
  }),
];
