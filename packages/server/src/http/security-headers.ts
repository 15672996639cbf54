// Security headers on every answer (API, console files, 404s), as helmet writes them. Helmet's
// Fastify plugin builds its middleware again for every request (parsing the CSP directives each
// time, in two hooks); these headers never change while the server runs, so helmet computes them
// once at start and one hook copies them (with the trace id) onto each reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for `options`, by name (lower case). */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** Sets the security headers and `x-trace-id` (the request's id) on every reply. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  const names = Object.keys(headers);
  app.addHook('onRequest', (request, reply, done) => {
    for (const name of names) reply.header(name, headers[name]);
    reply.header('x-trace-id', request.id);
    done();
  });
}
