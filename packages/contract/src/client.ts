// Transport-agnostic pieces of a typed client: turn an endpoint and its input into an HTTP request,
// and read an answer back into a typed result. The console adds headers (Authorization,
// Accept-Language, trace id), the 411 single-flight refresh and the error catalogue on top.
import type { AnyEndpoint, EndpointData, EndpointInput } from './endpoint.ts';
import { codes, isKnownCode, type FailureCode } from './codes.ts';
import { envelopeSchema, failureDataSchema, type FailureData } from './envelope.ts';

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Path plus query string (GET), relative to `baseUrl`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

type QueryValue = string | number | boolean | null | undefined | Date;

function queryText(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** `?a=1&b=x` from flat parameters; undefined and null are left out, arrays repeat their key. */
export function toQueryString(
  params: Readonly<Record<string, QueryValue | readonly QueryValue[]>>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values)
      if (item !== undefined && item !== null) search.append(name, queryText(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The request for `endpoint` with `input`: query string for GET, JSON or form body for POST. */
export function buildHttpRequest<TEndpoint extends AnyEndpoint>(
  endpoint: TEndpoint,
  input: EndpointInput<TEndpoint>,
  options: { baseUrl?: string } = {},
): HttpRequest {
  const base = options.baseUrl ?? '';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const params = (input ?? {}) as Record<string, QueryValue | readonly QueryValue[]>;
  if (endpoint.method === 'GET') {
    return { method: 'GET', url: `${base}${endpoint.path}${toQueryString(params)}`, headers };
  }
  if (endpoint.encoding === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return {
      method: 'POST',
      url: `${base}${endpoint.path}`,
      headers,
      body: toQueryString(params).slice(1),
    };
  }
  headers['Content-Type'] = 'application/json';
  return {
    method: 'POST',
    url: `${base}${endpoint.path}`,
    headers,
    body: JSON.stringify(input ?? {}),
  };
}

export type ApiResult<TData> =
  | { ok: true; code: typeof codes.ok; message: string; data: TData }
  | { ok: false; code: FailureCode; message: string; data: FailureData };

/** The answer did not match the contract (not an envelope, or `data` of the wrong shape). */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';
  constructor(
    readonly endpointId: string,
    readonly detail: string,
  ) {
    super(`Answer of ${endpointId} does not match the contract: ${detail}`);
  }
}

/**
 * Reads a parsed JSON answer of `endpoint`. Success parses `data` with the response schema; a
 * failure keeps its code, message and `data.fields` / `data.reason`. An unknown code or a malformed
 * answer throws ContractMismatchError (the console treats it like a server error).
 */
export function readEnvelope<TEndpoint extends AnyEndpoint>(
  endpoint: TEndpoint,
  json: unknown,
): ApiResult<EndpointData<TEndpoint>> {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new ContractMismatchError(endpoint.id, 'not an envelope');
  const { code, message, data } = envelope.data;
  if (!isKnownCode(code)) throw new ContractMismatchError(endpoint.id, `unknown code ${code}`);
  if (code === codes.ok) {
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success)
      throw new ContractMismatchError(
        endpoint.id,
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    return { ok: true, code, message, data: parsed.data as EndpointData<TEndpoint> };
  }
  const failure = failureDataSchema.safeParse(data ?? {});
  return { ok: false, code, message, data: failure.success ? failure.data : {} };
}

/** The signature a console client offers: typed by the endpoint object it is given. */
export type EndpointCaller<TOptions = Record<string, never>> = <TEndpoint extends AnyEndpoint>(
  endpoint: TEndpoint,
  input: EndpointInput<TEndpoint>,
  options?: TOptions,
) => Promise<ApiResult<EndpointData<TEndpoint>>>;
