// Routes come from the contract: every endpoint object becomes one Fastify route that reads the
// caller, parses the query (GET) or body (POST) with the endpoint's own schema, calls its handler and
// answers the envelope. Endpoints without a handler (later issues) answer 'Not available yet.'.
import { notAvailableYet, ok, parseRequest, type AnyEndpoint } from '@quiver/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DownloadFile } from '../modules/files/service.ts';
import { Unauthenticated } from '../errors.ts';
import type { Caller } from '../modules/accounts/service.ts';
import type { Services } from '../services.ts';
import { identify } from './auth.ts';
import { InvalidRequest } from './errors.ts';
import type { BoundHandler } from './handle.ts';

/** Handlers by endpoint id. */
export type HandlerTable = ReadonlyMap<string, BoundHandler>;

export interface RouteOptions {
  endpoints: readonly AnyEndpoint[];
  handlers: HandlerTable;
  services: Services;
  /** Requests per minute per address on sensitive endpoints. */
  sensitiveLimit: number;
  sensitiveIds: ReadonlySet<string>;
  /** Check every answer against the endpoint's response schema (development and tests). */
  checkResponses: boolean;
}

export function registerContractRoutes(app: FastifyInstance, options: RouteOptions): void {
  const { endpoints, handlers, services } = options;
  for (const endpoint of endpoints) {
    const handler = handlers.get(endpoint.id)?.run;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: {
        ...(options.sensitiveIds.has(endpoint.id)
          ? { rateLimit: { max: options.sensitiveLimit, timeWindow: 60_000 } }
          : {}),
        answersFile: endpoint.answers === 'file',
      },
      handler: async (request, reply) => {
        if (!handler) return notAvailableYet();
        let caller: Caller | undefined;
        let credentialError: unknown;
        if (endpoint.auth === 'user') {
          caller = await identify(services, request);
          if (!caller) throw new Unauthenticated();
        } else {
          caller = await identify(services, request).catch((error: unknown) => {
            credentialError = error;
            return undefined;
          });
        }
        const requireCaller = (): Caller => {
          if (caller) return caller;
          throw credentialError ?? new Unauthenticated();
        };
        const raw = endpoint.method === 'GET' ? request.query : request.body;
        const parsed = parseRequest(endpoint.request, raw ?? {});
        if (!parsed.success) throw new InvalidRequest(parsed.fields);
        const nul = fieldWithNul(parsed.data, '');
        if (nul !== undefined) throw new InvalidRequest({ [nul]: 'api.invalid-value' });
        const data = await handler(parsed.data, {
          caller,
          requireCaller,
          services,
          request,
          log: request.log,
        });
        if (endpoint.answers === 'file') {
          const file = data as DownloadFile;
          const contents = typeof file.body === 'string' ? file.body : file.body.toString('latin1');
          if (options.checkResponses && !endpoint.response.safeParse(contents).success)
            throw new Error(`${endpoint.id}: the file does not match the contract`);
          return sendFile(reply, file);
        }
        if (options.checkResponses) {
          const checked = endpoint.response.safeParse(data);
          if (!checked.success)
            throw new Error(
              `${endpoint.id}: answer does not match the contract: ${checked.error.message}`,
            );
        }
        return ok(data ?? null);
      },
    });
  }
}

/**
 * A file as an attachment. The name travels twice (RFC 6266): as `filename*` in UTF-8 for browsers,
 * and as an ASCII stand-in (other characters as `_`) for the rest; never as raw header text.
 */
function sendFile(reply: FastifyReply, file: DownloadFile) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(file.fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

/**
 * The path of the first string holding U+0000, or undefined. PostgreSQL text cannot store it, so a
 * schema that lets it through would end in a database error (a 500) instead of a field error.
 */
function fieldWithNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithNul(item, path ? `${path}.${index}` : String(index));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithNul(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
