/**
 * The endpoints the console calls. TEMPORARY: these mirror spec section 7 until `@quiver/contract`
 * exports its endpoint objects; then this module re-exports the contract's and nothing else.
 */
import { z } from 'zod';
import type { Endpoint } from '../lib/endpoint.ts';

const v1 = (path: string) => `/api/dbaas/v1${path}`;
const empty = z.object({}).optional();

export const tokenRefresh = {
  method: 'POST',
  path: v1('/auth/token/refresh'),
  auth: 'none',
  request: z.object({ refreshToken: z.string() }),
  response: z.object({ accessToken: z.string(), refreshToken: z.string() }),
} as const satisfies Endpoint;

export const userInfo = {
  method: 'GET',
  path: v1('/user/info'),
  auth: 'user',
  request: empty,
  response: z.looseObject({
    userInfo: z.looseObject({ email: z.string() }),
    identityType: z.enum(['email', 'google', 'github']),
    isTwofa: z.boolean(),
    isQuiver: z.boolean(),
  }),
} as const satisfies Endpoint;

export const questionnaireGuide = {
  method: 'GET',
  path: v1('/questionnaire/guide'),
  auth: 'user',
  request: empty,
  response: z.unknown(),
} as const satisfies Endpoint;

export const instanceGuide = {
  method: 'GET',
  path: v1('/instance/guide'),
  auth: 'user',
  request: empty,
  response: z.unknown(),
} as const satisfies Endpoint;

export const noticeGet = {
  method: 'GET',
  path: v1('/notice/get'),
  auth: 'none',
  request: empty,
  response: z
    .object({
      title: z.string(),
      priority: z.enum(['CRITICAL', 'IMPORTANT', 'COMMON']),
      contents: z.string(),
    })
    .nullable(),
} as const satisfies Endpoint;

export const eventTrackingCreate = {
  method: 'POST',
  path: v1('/eventTracking/create'),
  auth: 'none',
  request: z.object({
    spm: z.string(),
    event_key: z.string(),
    action_type: z.string(),
    option: z.string(),
  }),
  response: z.unknown(),
} as const satisfies Endpoint;

export const authLogout = {
  method: 'GET',
  path: v1('/auth/logout'),
  auth: 'user',
  request: empty,
  response: z.unknown(),
} as const satisfies Endpoint;
