// The route table (composition): which module's handler answers each contract endpoint, by id, and
// which endpoints get the tighter rate limit. Anything in the contract but not here answers 'Not
// available yet.' (src/http/contract-routes.ts).
import {
  authEndpoints,
  fileEndpoints,
  billingEndpoints,
  instanceEndpoints,
  resetPasswordEndpoints,
} from '@quiver/contract';
import { accountHandlers } from './modules/accounts/routes.ts';
import { userHandlers } from './modules/accounts/user-routes.ts';
import { apiKeyHandlers } from './modules/api-keys/routes.ts';
import { backupHandlers } from './modules/backups/routes.ts';
import { billingHandlers } from './modules/billing/routes.ts';
import { betaHandlers } from './modules/beta/routes.ts';
import { catalogueHandlers } from './modules/catalogue/routes.ts';
import { clusterHandlers } from './modules/clusters/routes.ts';
import { externalHandlers } from './modules/external/routes.ts';
import { fileHandlers } from './modules/files/routes.ts';
import { instanceHandlers } from './modules/instances/routes.ts';
import { managerHandlers } from './modules/managers/routes.ts';
import { monitorHandlers } from './modules/monitor/routes.ts';
import { noticeHandlers } from './modules/notices/routes.ts';
import { oauthHandlers } from './modules/oauth/routes.ts';
import { paymentHandlers } from './modules/payments/routes.ts';
import { questionnaireHandlers } from './modules/questionnaire/routes.ts';
import { resetPasswordHandlers } from './modules/reset-password/routes.ts';
import { trackingHandlers } from './modules/tracking/routes.ts';
import { vpcHandlers } from './modules/vpc/routes.ts';
import type { BoundHandler } from './http/handle.ts';

const all: BoundHandler[] = [
  ...accountHandlers,
  ...userHandlers,
  ...apiKeyHandlers,
  ...externalHandlers,
  ...oauthHandlers,
  ...betaHandlers,
  ...questionnaireHandlers,
  ...noticeHandlers,
  ...trackingHandlers,
  ...catalogueHandlers,
  ...instanceHandlers,
  ...monitorHandlers,
  ...backupHandlers,
  ...clusterHandlers,
  ...managerHandlers,
  ...paymentHandlers,
  ...resetPasswordHandlers,
  ...fileHandlers,
  ...billingHandlers,
  ...vpcHandlers,
];

export const handlers: ReadonlyMap<string, BoundHandler> = new Map(
  all.map((handler) => [handler.id, handler]),
);

/** Endpoints that guess secrets or send mail: a tighter per-address request limit. */
export const sensitiveEndpointIds: ReadonlySet<string> = new Set([
  authEndpoints.login.id,
  authEndpoints.register.id,
  authEndpoints.captcha.id,
  authEndpoints.emailCaptcha.id,
  authEndpoints.refreshToken.id,
  authEndpoints.validatePassword.id,
  authEndpoints.googleLogin.id,
  authEndpoints.githubLogin.id,
  resetPasswordEndpoints.captchaImage.id,
  resetPasswordEndpoints.sendCode.id,
  resetPasswordEndpoints.reset.id,
  resetPasswordEndpoints.resetCluster.id,
  resetPasswordEndpoints.clusterCaptchaImage.id,
  resetPasswordEndpoints.sendClusterCode.id,
  instanceEndpoints.pay.id,
  // Open, and its ticket is a secret: guessing is held to the sensitive limit too.
  fileEndpoints.download.id,
  // Card testing: adding cards is limited like /instance/pay.
  billingEndpoints.addPaymentMethod.id,
]);
