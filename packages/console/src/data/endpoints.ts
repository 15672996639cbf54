/**
 * The endpoints the console calls, from `@quiver/contract`. The instance guide and count are
 * described here until the contract's instance module lands (same method, path and answer).
 */
import { z } from 'zod';
import {
  authEndpoints,
  noticeEndpoints,
  openKeyEndpoints,
  questionnaireEndpoints,
  trackingEndpoints,
  userEndpoints,
} from '@quiver/contract';
import type { Endpoint } from '../lib/endpoint.ts';

export const auth = authEndpoints;
export const user = userEndpoints;
export const openKey = openKeyEndpoints;
export const questionnaire = questionnaireEndpoints;
export const notice = noticeEndpoints;
export const tracking = trackingEndpoints;

/** `GET /instance/count`: how many instances the caller has, in all and by kind. */
export const instanceCount = {
  method: 'GET',
  path: '/api/dbaas/v1/instance/count',
  auth: 'user',
  request: z.object({}),
  response: z.object({
    instanceNum: z.int().nonnegative(),
    byKind: z.object({
      BLAZE: z.int().nonnegative(),
      POWERHOUSE: z.int().nonnegative(),
      MANAGER: z.int().nonnegative(),
    }),
  }),
} as const satisfies Endpoint;

export const instanceGuide = {
  method: 'GET',
  path: '/api/dbaas/v1/instance/guide',
  auth: 'user',
  request: z.object({}),
  // DECISIONS.md: data is true while the account has no instance.
  response: z.boolean(),
} as const satisfies Endpoint;
