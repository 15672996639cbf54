// Who is calling: a bearer access token (JWT, its session still open) or an API key (`qk_...`).
// BANNED accounts are refused on every call (407), not only at sign-in.
import type { FastifyRequest } from 'fastify';
import { Banned, Unauthenticated } from '../errors.ts';
import type { Caller } from '../modules/accounts/service.ts';
import { looksLikeApiKey } from '../modules/api-keys/service.ts';
import type { Services } from '../services.ts';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The caller, or undefined when no credential was sent. Throws on a bad or expired one. */
export async function identify(
  services: Services,
  request: FastifyRequest,
): Promise<Caller | undefined> {
  const token = bearerToken(request);
  if (!token) {
    if (request.headers.authorization) throw new Unauthenticated();
    return undefined;
  }
  return callerOfToken(services, token);
}

/** The caller a bearer token (access token or API key) names; throws when it names none. */
export async function callerOfToken(services: Services, token: string): Promise<Caller> {
  if (looksLikeApiKey(token)) {
    const user = await services.apiKeys.authenticate(token);
    if (!user) throw new Unauthenticated();
    if (user.status === 'BANNED') throw new Banned();
    return { user, familyId: null, via: 'api-key' };
  }
  const claims = await services.sessions.verifyAccess(token);
  const user = await services.accounts.userInOpenSession(claims.userId, claims.familyId);
  if (!user) throw new Unauthenticated();
  if (user.status === 'BANNED') throw new Banned();
  return { user, familyId: claims.familyId, via: 'session' };
}
