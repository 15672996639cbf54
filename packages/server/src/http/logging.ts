// One log line per request, labelled with the trace id the console sends (X-Trace-Id) or one made
// up here. Paths are logged without their query string (an OAuth code or a token may travel there).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLineLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'traceId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
