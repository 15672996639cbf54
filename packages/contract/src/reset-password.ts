// Resetting the graph root password (spec §4: needs an e-mail code and restarts the instance):
// image captcha, then an e-mailed code, then the reset. Clusters reset the same way. A code is sent for
// one instance or cluster and resets only that one.
import { z } from 'zod';
import { emailCode, graphPassword } from '@quiver/validation';
import { defineEndpoint, v1 } from './endpoint.ts';
import { captchaCode, captchaId, captchaImage, emailCodeSent } from './auth.ts';
import { resourceId } from './fields.ts';
import { operationAccepted } from './resources.ts';

const codeSent = emailCodeSent.extend({
  /** Where the code went, masked (`a***@example.com`). */
  sentTo: z.string(),
});

export const resetPasswordEndpoints = {
  captchaImage: defineEndpoint({
    id: 'resetPassword.captchaImage',
    method: 'GET',
    path: v1('/instance/reset/password/captcha'),
    auth: 'user',
    summary: 'The image captcha that guards sending a root-password reset code for an instance.',
    request: z.object({ instanceId: resourceId }),
    response: captchaImage,
  }),
  sendCode: defineEndpoint({
    id: 'resetPassword.sendCode',
    method: 'POST',
    path: v1('/instance/reset/password/captcha'),
    auth: 'user',
    summary:
      'E-mail a 6-digit code (purpose instance-reset) to the caller once the image captcha is answered; it resets this instance only.',
    request: z.strictObject({ instanceId: resourceId, captchaId, captchaCode }),
    response: codeSent,
  }),
  clusterCaptchaImage: defineEndpoint({
    id: 'resetPassword.clusterCaptchaImage',
    extension: true,
    method: 'GET',
    path: v1('/cluster/reset/password/captcha'),
    auth: 'user',
    summary: 'The image captcha that guards sending a root-password reset code for a cluster.',
    request: z.object({ clusterId: resourceId }),
    response: captchaImage,
  }),
  sendClusterCode: defineEndpoint({
    id: 'resetPassword.sendClusterCode',
    extension: true,
    method: 'POST',
    path: v1('/cluster/reset/password/captcha'),
    auth: 'user',
    summary:
      'E-mail a 6-digit code (purpose instance-reset) to the caller once the image captcha is answered; it resets this cluster only.',
    request: z.strictObject({ clusterId: resourceId, captchaId, captchaCode }),
    response: codeSent,
  }),
  reset: defineEndpoint({
    id: 'resetPassword.reset',
    method: 'POST',
    path: v1('/instance/reset/password'),
    auth: 'user',
    summary: 'Set a new root password with the e-mailed code; the instance restarts.',
    request: z.strictObject({ instanceId: resourceId, emailCode, password: graphPassword }),
    response: operationAccepted,
  }),
  resetCluster: defineEndpoint({
    id: 'resetPassword.resetCluster',
    method: 'POST',
    path: v1('/cluster/reset/password'),
    auth: 'user',
    summary:
      'Set a new root password of a cluster with the code e-mailed for it; the cluster restarts.',
    request: z.strictObject({ clusterId: resourceId, emailCode, password: graphPassword }),
    response: operationAccepted,
  }),
} as const;
