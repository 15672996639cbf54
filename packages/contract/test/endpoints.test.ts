import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineEndpoint,
  endpointGroups,
  endpoints,
  endpointsById,
  findEndpoint,
} from '../src/index.ts';

// Spec section 7, copied by hand from the specification (not from src/), `{brand}` = quiver.
const specV1 = `
POST /auth/login
GET /auth/logout
GET /user/info
POST /auth/token/refresh
GET /auth/captcha
POST /auth/password/modify
GET /user/ip
GET /user/profile
POST /user/profile/update
POST /auth/email/captcha
POST /auth/register
POST /auth/user/apply
GET /auth/external/bound
POST /auth/bind/external
GET /user/external/bound
GET /auth/google/login
POST /auth/google/login
GET /auth/github/login
POST /auth/github/login
POST /openkey/create
POST /openkey/delete
POST /openkey/update
GET /openkey/list
GET /auth/get/totp
POST /auth/setup/totp
POST /auth/validatePassword
GET /auth/unbind
GET /questionnaire/guide
POST /questionnaire/create
GET /notice/get
POST /eventTracking/create
GET /instance/guide
GET /instance/name
GET /instance/list
GET /instance/count
GET /instance/detail
GET /instance/detail/clone
GET /instance/product/detail
GET /instance/stock/check
POST /instance/state
POST /instance/create
POST /instance/pay
POST /instance/restart
POST /instance/start
POST /instance/start/force
POST /instance/stop
POST /instance/terminate
POST /instance/update/info
POST /instance/update/network
POST /instance/update/server
POST /instance/change
POST /instance/apply
POST /instance/extend
GET /instance/extend/sellPrice
GET /instance/extend/extensible
GET /instance/data/backup/list
POST /instance/data/backup/create
POST /instance/data/backup/delete
POST /instance/data/clean
POST /instance/data/recover
GET /instance/data/sample/list
POST /instance/data/sample/load
GET /instance/monitor/cpu
GET /instance/monitor/disk
GET /instance/monitor/memory
GET /instance/monitor/log
GET /instance/connect/manager
GET /instance/reset/password/captcha
POST /instance/reset/password/captcha
POST /instance/reset/password
POST /cluster/reset/password
GET /vendor/list
GET /region/list
GET /product/list
GET /product/change/list
GET /product/sellPrice
GET /product/options
GET /image/list
POST /product/sellinfo
POST /cluster/quiverv5/standard/create
POST /cluster/quiverv5/free/create
GET /cluster/free/config
GET /cluster/list
GET /cluster/connect/manager
GET /cluster/detail
GET /cluster/name
GET /cluster/detailwithoutinstance
POST /manager/create
POST /cluster/start
POST /cluster/stop
POST /cluster/restart
POST /cluster/terminate
POST /cluster/state
POST /cluster/quiverv5/free/check
POST /cluster/quiverv5/batches/check
POST /cluster/update/info
POST /cluster/update/config
POST /cluster/update/network
POST /cluster/upgrade
POST /cluster/upgrade/check
POST /manager/upgrade
POST /manager/upgrade/check
`;
const specV2 = `
GET /region/list
GET /region/list/usable
GET /product/list
GET /product/manager/sellPrice
GET /image/list
POST /product/sellinfo
`;
/** Added by this project (issue 6), documented in the README. */
const extensions = [
  'POST /api/dbaas/v1/instance/query',
  // The query screen's schema panel (issue 13): kuzu needs its tables created before data.
  'GET /api/dbaas/v1/instance/schema',
  // A reset code is bound to what it resets (docs/decisions.md), so clusters get their own send.
  'GET /api/dbaas/v1/cluster/reset/password/captcha',
  'POST /api/dbaas/v1/cluster/reset/password/captcha',
  // A Manager's clusters (issue 15): the spec connects them only at /manager/create.
  'GET /api/dbaas/v1/manager/cluster/list',
  'POST /api/dbaas/v1/manager/cluster/connect',
  'POST /api/dbaas/v1/manager/cluster/disconnect',
  // Downloads: a URL the browser opens carries no bearer header, so it carries a ticket.
  'POST /api/dbaas/v1/file/ticket',
  'GET /api/dbaas/v1/file/download',
  // Billing (issue 14): the spec names the screens and fields, not the calls.
  'GET /api/dbaas/v1/billing/summary',
  'GET /api/dbaas/v1/billing/daily',
  'GET /api/dbaas/v1/billing/bill/list',
  'GET /api/dbaas/v1/billing/bill/detail',
  'POST /api/dbaas/v1/billing/bill/pay',
  'GET /api/dbaas/v1/billing/credit/list',
  'GET /api/dbaas/v1/billing/invoice/list',
  'GET /api/dbaas/v1/billing/paymentMethod/list',
  'POST /api/dbaas/v1/billing/paymentMethod/add',
  'POST /api/dbaas/v1/billing/paymentMethod/remove',
  'POST /api/dbaas/v1/billing/paymentMethod/default',
  'POST /api/dbaas/v1/billing/forecast/change',
  // /VPC-Network/Configure (issue 15): the spec names the screen and no call.
  'GET /api/dbaas/v1/vpc/network/list',
  'POST /api/dbaas/v1/vpc/network/update',
];

function lines(text: string, prefix: string): string[] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [method, path] = line.split(' ');
      return `${method} ${prefix}${path}`;
    });
}

const specRoutes = [...lines(specV1, '/api/dbaas/v1'), ...lines(specV2, '/api/dbaas/v2')];
const routeOf = (endpoint: { method: string; path: string }) =>
  `${endpoint.method} ${endpoint.path}`;

describe('the endpoint registry', () => {
  it('lists every call of spec section 7, v1 and v2, and nothing else but the extensions', () => {
    expect(specRoutes).toHaveLength(108);
    const listed = endpoints.map(routeOf).sort();
    expect(listed).toEqual([...specRoutes, ...extensions].sort());
  });

  it('marks exactly the calls outside the spec as extensions', () => {
    expect(endpoints.filter((endpoint) => endpoint.extension).map(routeOf)).toEqual(extensions);
  });

  it('has one endpoint per method and path, and unique ids', () => {
    expect(new Set(endpoints.map(routeOf)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((endpoint) => endpoint.id)).size).toBe(endpoints.length);
  });

  it('names each endpoint <group>.<key> as its module exports it, and indexes it by id', () => {
    for (const [group, record] of Object.entries(endpointGroups))
      for (const [key, endpoint] of Object.entries(record)) {
        expect(endpoint.id).toBe(`${group}.${key}`);
        expect(endpointsById[endpoint.id as keyof typeof endpointsById]).toBe(endpoint);
      }
  });

  it('uses full, versioned paths with the brand resolved', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.path).toMatch(/^\/api\/dbaas\/v[12]\/[A-Za-z0-9/_-]+$/);
      expect(endpoint.path).not.toContain('{brand}');
    }
  });

  it('answers a file only from the download call, a GET', () => {
    expect(
      endpoints.filter((endpoint) => endpoint.answers === 'file').map((endpoint) => endpoint.id),
    ).toEqual(['file.download']);
    expect(() =>
      defineEndpoint({
        id: 'x.file',
        method: 'POST',
        path: '/api/dbaas/v1/x/file',
        auth: 'user',
        answers: 'file',
        summary: 'x',
        request: z.object({}),
        response: z.string(),
      }),
    ).toThrow(/opened as a URL/);
  });

  it('form-encodes exactly the two social logins', () => {
    expect(
      endpoints
        .filter((endpoint) => endpoint.encoding === 'form')
        .map(routeOf)
        .sort(),
    ).toEqual(['POST /api/dbaas/v1/auth/github/login', 'POST /api/dbaas/v1/auth/google/login']);
  });

  it('opens only the sign-in, registration, notice and tracking calls to anonymous callers', () => {
    expect(
      endpoints
        .filter((endpoint) => endpoint.auth === 'none')
        .map((endpoint) => endpoint.id)
        .sort(),
    ).toEqual(
      [
        'auth.captcha',
        'auth.emailCaptcha',
        'auth.externalBound',
        'auth.githubLogin',
        'auth.githubLoginStart',
        'auth.googleLogin',
        'auth.googleLoginStart',
        'auth.login',
        'auth.refreshToken',
        'auth.register',
        'file.download',
        'notice.get',
        'tracking.create',
      ].sort(),
    );
  });

  it('keeps GET parameters flat, so they fit a query string', () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.method === 'GET')) {
      expect(endpoint.request, endpoint.id).toBeInstanceOf(z.ZodObject);
      const shape = (endpoint.request as z.ZodObject).shape;
      for (const [name, field] of Object.entries(shape)) {
        const type = unwrap(field as z.ZodType);
        expect(['object', 'array', 'record', 'map', 'set'], `${endpoint.id}.${name}`).not.toContain(
          type,
        );
      }
    }
  });

  it('converts every request (as sent) and response (as read) to JSON Schema, for API docs', () => {
    for (const endpoint of endpoints) {
      expect(() => z.toJSONSchema(endpoint.request, { io: 'input' }), endpoint.id).not.toThrow();
      expect(() => z.toJSONSchema(endpoint.response, { io: 'output' }), endpoint.id).not.toThrow();
    }
    expect(z.toJSONSchema(endpointsById['instance.list'].request, { io: 'output' })).toMatchObject({
      properties: { pageSize: { type: 'integer', minimum: 1, maximum: 100 } },
    });
  });

  it('finds an endpoint by method and path', () => {
    expect(findEndpoint('POST', '/api/dbaas/v1/auth/login')?.id).toBe('auth.login');
    expect(findEndpoint('GET', '/api/dbaas/v1/auth/login')).toBeUndefined();
    expect(findEndpoint('POST', '/api/dbaas/v1/cluster/quiverv5/standard/create')?.id).toBe(
      'cluster.createStandard',
    );
  });
});

/** The zod type name under optional/default/nullable/pipe wrappers. */
function unwrap(schema: z.ZodType): string {
  const def = schema.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return def.type;
}
