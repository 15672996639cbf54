// The root-password reset calls (spec section 7 "Password reset"): captcha and code for an instance or
// a cluster, and the instance reset. The cluster reset itself belongs to the clusters module.
import { resetPasswordEndpoints } from '@quiver/contract';
import { handleSignedIn, type SignedInContext } from '../../http/handle.ts';

import type { Account } from './service.ts';

const account = ({ caller }: SignedInContext): Account => ({
  id: caller.user.id,
  status: caller.user.status,
  email: caller.user.email,
});

export const resetPasswordHandlers = [
  handleSignedIn(resetPasswordEndpoints.captchaImage, (input, context) =>
    context.services.resetPassword.captcha(account(context), {
      kind: 'instance',
      id: input.instanceId,
    }),
  ),
  handleSignedIn(resetPasswordEndpoints.clusterCaptchaImage, (input, context) =>
    context.services.resetPassword.captcha(account(context), {
      kind: 'cluster',
      id: input.clusterId,
    }),
  ),
  handleSignedIn(resetPasswordEndpoints.sendClusterCode, (input, context) =>
    context.services.resetPassword.sendCode(
      account(context),
      { kind: 'cluster', id: input.clusterId },
      input.captchaId,
      input.captchaCode,
    ),
  ),
  handleSignedIn(resetPasswordEndpoints.sendCode, (input, context) =>
    context.services.resetPassword.sendCode(
      account(context),
      { kind: 'instance', id: input.instanceId },
      input.captchaId,
      input.captchaCode,
    ),
  ),
  handleSignedIn(resetPasswordEndpoints.reset, (input, context) =>
    context.services.resetPassword.reset(
      account(context),
      input.instanceId,
      input.emailCode,
      input.password,
    ),
  ),
];
