// The shape every endpoint of the API shares: a plain object the server registers a route from and
// the console calls through, so both sides are typed by the same zod schemas.
import type { z } from 'zod';
import { brandPath, type BrandPath } from './brand.ts';

export const apiPrefix = { v1: '/api/dbaas/v1', v2: '/api/dbaas/v2' } as const;
export type ApiVersion = keyof typeof apiPrefix;

export type HttpMethod = 'GET' | 'POST';
/** `user`: needs a signed-in caller (bearer access token or API key); `none`: open to anyone. */
export type EndpointAuth = 'user' | 'none';
/** How a POST body travels. GET parameters always go in the query string. */
export type BodyEncoding = 'json' | 'form';
/**
 * What a successful call answers: the `{ code, message, data }` envelope, or a file the browser
 * saves (`Content-Disposition: attachment`), opened as a URL rather than called (files.ts).
 */
export type AnswerKind = 'envelope' | 'file';

type RelativePath = `/${string}`;

/** Full v1 path with `{brand}` resolved: `v1('/auth/login')` is `'/api/dbaas/v1/auth/login'`. */
export function v1<const TPath extends RelativePath>(
  path: TPath,
): `/api/dbaas/v1${BrandPath<TPath>}` {
  return `${apiPrefix.v1}${brandPath(path)}`;
}

/** Full v2 path with `{brand}` resolved. */
export function v2<const TPath extends RelativePath>(
  path: TPath,
): `/api/dbaas/v2${BrandPath<TPath>}` {
  return `${apiPrefix.v2}${brandPath(path)}`;
}

export interface Endpoint<
  TId extends string = string,
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
  TRequest extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Stable name, `<resource>.<action>` (`auth.login`); unique across the API. */
  readonly id: TId;
  readonly method: TMethod;
  /** Full path, version prefix included and `{brand}` resolved. */
  readonly path: TPath;
  readonly auth: EndpointAuth;
  /** One line for humans: what the call does. */
  readonly summary: string;
  /** The query (GET) or body (POST) schema. */
  readonly request: TRequest;
  /** The schema of the envelope's `data` on success (code 200). */
  readonly response: TResponse;
  readonly encoding: BodyEncoding;
  /** `file`: the success answer is the file itself and `response` describes its body. */
  readonly answers: AnswerKind;
  /** True for calls this project adds beyond spec section 7 (documented in the README). */
  readonly extension: boolean;
}

/** Any endpoint, for code that handles them generically (route registration, the client). */
export type AnyEndpoint = Endpoint<string, HttpMethod, string, z.ZodType, z.ZodType>;

/**
 * What a client needs of an endpoint at run time: where and how to send it. It carries no schema,
 * so a page that only calls the API loads no zod (`@quiver/contract/wire`); the request and answer
 * types ride along in `types`, which is never set (types only).
 */
export interface WireEndpoint<TEndpoint extends AnyEndpoint = AnyEndpoint> {
  readonly id: TEndpoint['id'];
  readonly method: TEndpoint['method'];
  readonly path: TEndpoint['path'];
  readonly auth: EndpointAuth;
  readonly encoding: BodyEncoding;
  /** Never set: the full endpoint type, for `WireInput` and `WireData`. */
  readonly types?: { readonly endpoint: TEndpoint };
}

/** A group of endpoints (`authEndpoints`) as their wire halves. */
export type WireGroup<TGroup extends Record<string, AnyEndpoint>> = {
  readonly [K in keyof TGroup]: WireEndpoint<TGroup[K]>;
};

/** The full endpoint behind a wire endpoint (or the endpoint itself, given a full one). */
type FullEndpoint<TWire> = TWire extends AnyEndpoint
  ? TWire
  : TWire extends { readonly types?: { readonly endpoint: infer TEndpoint extends AnyEndpoint } }
    ? TEndpoint
    : never;

/** What a caller passes to a wire (or full) endpoint, as `EndpointInput`. */
export type WireInput<TWire extends WireEndpoint> = EndpointInput<FullEndpoint<TWire>>;
/** What a caller reads from a wire (or full) endpoint's answer, as `EndpointData`. */
export type WireData<TWire extends WireEndpoint> = EndpointData<FullEndpoint<TWire>>;

/** What a caller passes (query values may still be strings). */
export type EndpointInput<TEndpoint extends AnyEndpoint> = z.input<TEndpoint['request']>;
/** What the server's handler receives after parsing (defaults applied, strings coerced). */
export type EndpointParams<TEndpoint extends AnyEndpoint> = z.output<TEndpoint['request']>;
/** What the console reads from `data` after parsing. */
export type EndpointData<TEndpoint extends AnyEndpoint> = z.output<TEndpoint['response']>;
/** What the server may put in `data` (before the response schema's transforms, if any). */
export type EndpointDataInput<TEndpoint extends AnyEndpoint> = z.input<TEndpoint['response']>;

export interface EndpointDefinition<
  TId extends string,
  TMethod extends HttpMethod,
  TPath extends string,
  TRequest extends z.ZodType,
  TResponse extends z.ZodType,
> {
  id: TId;
  method: TMethod;
  path: TPath;
  auth: EndpointAuth;
  summary: string;
  request: TRequest;
  response: TResponse;
  encoding?: BodyEncoding;
  answers?: AnswerKind;
  extension?: boolean;
}

/**
 * Describes one endpoint, keeping its id, method, path and schemas as precise types. Refuses
 * definitions that cannot work on the wire (a relative path, a form-encoded GET).
 */
export function defineEndpoint<
  const TId extends string,
  const TMethod extends HttpMethod,
  const TPath extends string,
  TRequest extends z.ZodType,
  TResponse extends z.ZodType,
>(
  definition: EndpointDefinition<TId, TMethod, TPath, TRequest, TResponse>,
): Endpoint<TId, TMethod, TPath, TRequest, TResponse> {
  const { encoding = 'json', answers = 'envelope', extension = false, ...rest } = definition;
  if (!/^\/api\/dbaas\/v[12]\/[A-Za-z0-9/_-]+$/.test(rest.path)) {
    throw new Error(
      `Endpoint ${rest.id}: path must be a full /api/dbaas/v1|v2 path, got ${rest.path}`,
    );
  }
  if (rest.method === 'GET' && encoding === 'form') {
    throw new Error(`Endpoint ${rest.id}: a GET sends its parameters in the query string`);
  }
  if (answers === 'file' && rest.method !== 'GET') {
    throw new Error(`Endpoint ${rest.id}: a file is opened as a URL, so its endpoint is a GET`);
  }
  return Object.freeze({ ...rest, encoding, answers, extension });
}

/** Where an endpoint's request travels. */
export function requestLocation(endpoint: Pick<AnyEndpoint, 'method'>): 'query' | 'body' {
  return endpoint.method === 'GET' ? 'query' : 'body';
}
