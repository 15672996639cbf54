// The root-password reset calls (spec section 7 "Password reset"): captcha, code and reset, for an
// instance or a cluster. The code is sent to the caller's own address and bound to the target: a
// code sent for another instance or cluster is refused.
import { resetPasswordEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const resetPasswordHandlers = [
  handleSignedIn(resetPasswordEndpoints.captchaImage, (input, { services, caller }) =>
    services.resetPassword.captcha(caller.user, { kind: 'instance', id: input.instanceId }),
  ),
  handleSignedIn(resetPasswordEndpoints.clusterCaptchaImage, (input, { services, caller }) =>
    services.resetPassword.captcha(caller.user, { kind: 'cluster', id: input.clusterId }),
  ),
  handleSignedIn(resetPasswordEndpoints.sendClusterCode, (input, { services, caller }) =>
    services.resetPassword.sendCode(caller.user, { kind: 'cluster', id: input.clusterId }, input),
  ),
  handleSignedIn(resetPasswordEndpoints.sendCode, (input, { services, caller }) =>
    services.resetPassword.sendCode(caller.user, { kind: 'instance', id: input.instanceId }, input),
  ),
  handleSignedIn(resetPasswordEndpoints.reset, (input, { services, caller }) =>
    services.resetPassword.reset(caller.user, input.instanceId, input.emailCode, input.password),
  ),
  handleSignedIn(resetPasswordEndpoints.resetCluster, (input, { services, caller }) =>
    services.resetPassword.resetCluster(
      caller.user,
      input.clusterId,
      input.emailCode,
      input.password,
    ),
  ),
];
