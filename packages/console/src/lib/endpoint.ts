import type { z } from 'zod';

/**
 * The shape of one API endpoint as `@quiver/contract` describes it. The client only reads these
 * fields, so any contract object with them (and zod schemas for its request and response data) is
 * accepted, and the call is typed by the schemas.
 */
export interface Endpoint<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  readonly method: 'GET' | 'POST';
  /** The full path, `/api/dbaas/v1/...`. */
  readonly path: string;
  /** `user`: needs a signed-in caller; `none`: open to anyone. */
  readonly auth: 'user' | 'none';
  readonly request: Request;
  readonly response: Response;
  /** `form` for the two social logins (form-encoded bodies); JSON otherwise. */
  readonly encoding?: 'json' | 'form';
}

/** What a call of `endpoint` takes. */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
/** What a call of `endpoint` resolves to: the envelope's `data`. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
