// The one place failures become answers: typed errors -> their code, framework errors (bad JSON,
// body too large, rate limit) -> 1216 with a readable message, anything else -> 500 'Server Error!'
// logged with the trace id. HTTP status stays 200 (DECISIONS.md); no stack ever reaches the client.
import { fail, formatMessage, codes, type FailureEnvelope } from '@quiver/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, TooManyAttempts } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a file (contract `answers: 'file'`), opened by a browser as a URL. */
    answersFile?: boolean;
  }
}

/**
 * The HTTP status of a failure: 200 as DECISIONS.md says, except on a route that answers a file. A
 * browser opens that URL itself and would save a 200 answer as the file, so a refusal there keeps
 * the envelope but takes a real status (404 not found or refused, 429 too many, 500 otherwise).
 */
function failureStatus(request: FastifyRequest, code: number): number {
  if (!request.routeOptions?.config?.answersFile === true) return 200;
  if (code === codes.serverError || code === codes.providerError) return 500;
  return 404;
}

/** Bad input: the refused fields with their message keys. */
export class InvalidRequest extends AppError {
  readonly code = codes.refused;
  override name = 'InvalidRequest';
  constructor(fields: Record<string, string>) {
    super(formatMessage('invalidRequest'), 'invalidRequest', fields);
  }
}

export function envelopeOf(error: AppError): FailureEnvelope {
  return fail(error.code, error.message, error.fields, error.reason, {
    attemptsLeft: error.attemptsLeft,
  });
}

/** Framework errors a client can cause, by Fastify error code. */
const clientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its header.',
  FST_ERR_BAD_URL: 'The request address is not valid.',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: unknown, request, reply) => {
    if (thrown instanceof AppError) {
      const error = thrown;
      if (error instanceof TooManyAttempts)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(failureStatus(request, error.code)).send(envelopeOf(error));
    }
    const error = thrown as FastifyError;
    if (error.statusCode === 429) {
      // @fastify/rate-limit: answered as a refusal so the console shows the message.
      const status = request.routeOptions?.config?.answersFile === true ? 429 : 200;
      return reply
        .code(status)
        .send(fail(codes.refused, error.message, undefined, 'tooManyRequests'));
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known)
      return reply.code(failureStatus(request, codes.refused)).send(fail(codes.refused, known));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'request refused by the framework');
      return reply
        .code(failureStatus(request, codes.refused))
        .send(fail(codes.refused, 'The request could not be read.'));
    }
    request.log.error({ err: error, traceId: request.id }, 'unexpected error');
    return reply
      .code(failureStatus(request, codes.serverError))
      .send(fail(codes.serverError, formatMessage('serverError')));
  });

  // Addresses outside the contract: a real 404 (the transport has nothing there), still an envelope.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(fail(codes.notFound, formatMessage('notFound'))),
  );
}
