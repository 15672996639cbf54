// Every endpoint in one list, so the server registers each route and a test proves none is missing.
import type { AnyEndpoint } from './endpoint.ts';
import { authEndpoints } from './auth.ts';
import { userEndpoints } from './user.ts';
import { openKeyEndpoints } from './openkey.ts';
import { questionnaireEndpoints } from './questionnaire.ts';
import { noticeEndpoints } from './notice.ts';
import { trackingEndpoints } from './tracking.ts';
import { instanceEndpoints } from './instances.ts';
import { backupEndpoints } from './backups.ts';
import { monitorEndpoints } from './monitor.ts';
import { resetPasswordEndpoints } from './reset-password.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { clusterEndpoints } from './clusters.ts';
import { managerEndpoints } from './managers.ts';
import { fileEndpoints } from './files.ts';
import { billingEndpoints } from './billing.ts';
import { vpcEndpoints } from './vpc.ts';

/** The endpoint records by resource, as the modules export them. */
export const endpointGroups = {
  auth: authEndpoints,
  user: userEndpoints,
  openkey: openKeyEndpoints,
  questionnaire: questionnaireEndpoints,
  notice: noticeEndpoints,
  tracking: trackingEndpoints,
  instance: instanceEndpoints,
  backup: backupEndpoints,
  monitor: monitorEndpoints,
  resetPassword: resetPasswordEndpoints,
  catalogue: catalogueEndpoints,
  cluster: clusterEndpoints,
  manager: managerEndpoints,
  file: fileEndpoints,
  billing: billingEndpoints,
  vpc: vpcEndpoints,
} as const;

type Groups = typeof endpointGroups;
/** Any endpoint of the API, as a union of the precise endpoint types. */
export type ApiEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];
export type EndpointId = ApiEndpoint['id'];

/** Every endpoint, in module order. */
export const endpoints: readonly ApiEndpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as ApiEndpoint[],
);

/** Every endpoint by id. */
export const endpointsById = Object.fromEntries(
  endpoints.map((endpoint) => [endpoint.id, endpoint]),
) as {
  [E in ApiEndpoint as E['id']]: E;
};

/** The endpoint answering `method` + `path`, if any (for the server's "listed route" test). */
export function findEndpoint(method: string, path: string): AnyEndpoint | undefined {
  return endpoints.find((endpoint) => endpoint.method === method && endpoint.path === path);
}
