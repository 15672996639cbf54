// Typed handlers tie a function to one contract endpoint, so its input is the parsed request of
// that endpoint and its result must fit the endpoint's response schema. A module's routes.ts lists
// its handlers with these; src/route-table.ts gathers them by endpoint id.
import type { AnyEndpoint, EndpointDataInput, EndpointParams } from '@quiver/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Refusal, RuleViolation, Unauthenticated } from '../errors.ts';
import type { Caller } from '../modules/accounts/service.ts';
import type { DownloadFile } from '../modules/files/service.ts';
import type { Services } from '../services.ts';

export interface HandlerContext {
  /** Set on `auth: 'user'` endpoints; on open ones, set when the caller sent valid credentials. */
  caller: Caller | undefined;
  /**
   * On open endpoints a stale or bad credential does not block the call (the console sends its
   * token everywhere); a handler that does need the caller gets the real reason (411, 401, 407).
   */
  requireCaller: () => Caller;
  services: Services;
  request: FastifyRequest;
  log: FastifyBaseLogger;
}

export interface SignedInContext extends HandlerContext {
  caller: Caller;
}

export interface BoundHandler {
  id: string;
  run: (input: unknown, context: HandlerContext) => Promise<unknown>;
}

/** A handler of an open endpoint (`auth: 'none'`): the caller is set only if credentials were sent. */
export function handle<E extends AnyEndpoint>(
  endpoint: E,
  fn: (input: EndpointParams<E>, context: HandlerContext) => Promise<EndpointDataInput<E>>,
): BoundHandler {
  // The route parsed the input with this endpoint's schema before calling.
  return { id: endpoint.id, run: (input, context) => fn(input as EndpointParams<E>, context) };
}

/** A handler of a signed-in endpoint (`auth: 'user'`). */
export function handleSignedIn<E extends AnyEndpoint>(
  endpoint: E,
  fn: (input: EndpointParams<E>, context: SignedInContext) => Promise<EndpointDataInput<E>>,
): BoundHandler {
  if (endpoint.auth !== 'user') throw new Error(`${endpoint.id} is open: use handle()`);
  return {
    id: endpoint.id,
    run: (input, context) => {
      const { caller } = context;
      if (!caller) throw new Unauthenticated();
      return fn(input as EndpointParams<E>, { ...context, caller });
    },
  };
}

/**
 * A handler of an endpoint that changes account security (password, two-factor, API keys): it
 * needs a signed-in session, so a leaked API key cannot mint more keys or lock the owner out.
 */
export function handleSessionOnly<E extends AnyEndpoint>(
  endpoint: E,
  fn: (input: EndpointParams<E>, context: SignedInContext) => Promise<EndpointDataInput<E>>,
): BoundHandler {
  return handleSignedIn(endpoint, (input, context) => {
    if (context.caller.via !== 'session')
      throw new Refusal(
        'Sign in to the console to do this: API keys cannot manage account security.',
      );
    return fn(input, context);
  });
}

/**
 * A handler of a provider-staff endpoint (`/VPC-Network/Configure`'s calls): the caller's account
 * must carry the staff flag (`isQuiver`: a verified address on the staff domain, DECISIONS.md);
 * anyone else is refused with 'Only provider staff may do this.' before the handler runs.
 */
export function handleStaff<E extends AnyEndpoint>(
  endpoint: E,
  fn: (input: EndpointParams<E>, context: SignedInContext) => Promise<EndpointDataInput<E>>,
): BoundHandler {
  return handleSignedIn(endpoint, (input, context) => {
    if (!context.services.accounts.isStaff(context.caller.user))
      throw new RuleViolation('staffOnly');
    return fn(input, context);
  });
}

/**
 * A handler of an endpoint that answers a file (`answers: 'file'`): it returns the file, which the
 * route sends as an attachment instead of the envelope.
 */
export function handleFile<E extends AnyEndpoint>(
  endpoint: E,
  fn: (input: EndpointParams<E>, context: HandlerContext) => Promise<DownloadFile>,
): BoundHandler {
  if (endpoint.answers !== 'file')
    throw new Error(`${endpoint.id} answers the envelope: use handle()`);
  return { id: endpoint.id, run: (input, context) => fn(input as EndpointParams<E>, context) };
}
