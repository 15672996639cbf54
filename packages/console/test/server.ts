/**
 * The network of a feature test: a mock service worker (msw) server whose handlers are built from
 * the contract's endpoint objects, so a test states the server's answers in a line each and never
 * retypes a path:
 *
 *   server.use(answer(apiKeys.list, { items: [key1, key2] }));
 *   server.use(refuse(user.updateProfile, codes.refused, 'Not saved.', { phone: 'api.phone-invalid' }));
 *
 * `answer`'s data is typed by the endpoint's response schema (what the server may send) and checked
 * against it when the handler is made, so a fixture the real server could never send fails the test.
 * A request no handler answers fails the test. Importing this module starts the server for the
 * test file.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import {
  endpointsById,
  type AnyEndpoint,
  type EndpointDataInput,
  type EndpointInput,
  type WireEndpoint,
} from '@quiver/contract';
import { codes } from '@quiver/contract/wire';

export const server = setupServer();

/** Requests no handler answered in the current test: each one fails it (in `afterEach`). */
const unanswered: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
      // The request fails at once, as the "error" strategy does, instead of reaching the network.
      print.error();
    },
  }),
);
afterEach(() => {
  // Unmount first: a screen still mounted after its handlers are gone can ask again (a refetch, a
  // poll), and that request would be charged to the next test.
  cleanup();
  server.resetHandlers();
  const calls = unanswered.splice(0);
  if (calls.length > 0)
    throw new Error(`No handler answered ${calls.join(', ')}: state it with answer() or refuse()`);
});
afterAll(() => server.close());

/** The full endpoint (with schemas) behind a wire endpoint. */
type FullEndpoint<E extends WireEndpoint> = NonNullable<E['types']>['endpoint'];

/** What the server may put in `data` for `E`. */
export type AnswerData<E extends WireEndpoint> = EndpointDataInput<FullEndpoint<E>>;

/** What the console sent to `E` (the JSON body, or the query of a GET). */
export type SentParams<E extends WireEndpoint> = EndpointInput<FullEndpoint<E>>;

function fullEndpoint(endpoint: WireEndpoint): AnyEndpoint {
  const full = (endpointsById as Readonly<Record<string, AnyEndpoint | undefined>>)[endpoint.id];
  if (full === undefined) throw new Error(`No endpoint ${endpoint.id} in the contract`);
  return full;
}

function checkedData(endpoint: WireEndpoint, data: unknown): unknown {
  const result = fullEndpoint(endpoint).response.safeParse(data);
  if (!result.success)
    throw new Error(
      `answer(${endpoint.id}): the data does not match the contract's response: ${result.error.message}`,
    );
  return data;
}

async function sentParams(request: Request): Promise<unknown> {
  if (request.method === 'GET')
    return Object.fromEntries(new URL(request.url).searchParams.entries());
  const text = await request.text();
  if (text === '') return {};
  if (request.headers.get('Content-Type')?.includes('application/json')) return JSON.parse(text);
  return Object.fromEntries(new URLSearchParams(text).entries());
}

function handler(endpoint: WireEndpoint, resolve: HttpResponseResolver) {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(endpoint.path, resolve);
}

/**
 * The server answers `endpoint` with code 200 and `data`. Pass a function to answer from what was
 * sent (and to see it: the function receives the parsed request).
 */
export function answer<E extends WireEndpoint>(
  endpoint: E,
  data: AnswerData<E> | ((sent: SentParams<E>) => AnswerData<E>),
) {
  // Checked now when it is fixed data, so a bad fixture fails where it is written.
  if (typeof data !== 'function') checkedData(endpoint, data);
  const answerTo =
    typeof data === 'function' ? (data as (sent: SentParams<E>) => AnswerData<E>) : () => data;
  return handler(endpoint, async ({ request }) => {
    const body = checkedData(endpoint, answerTo((await sentParams(request)) as SentParams<E>));
    return HttpResponse.json({ code: codes.ok, message: 'OK', data: body });
  });
}

/**
 * The server refuses `endpoint` with `code` (a contract code: `codes.refused`, `codes.notFound`,
 * `codes.serverError`...) and `message`; `fields` are the refused fields (`{ field: messageKey }`),
 * shown in place by the form; `reason` is the refusal's message key (`data.reason`), for screens
 * that react to one refusal in particular (`startNoPayment`, `soldOut`).
 */
export function refuse(
  endpoint: WireEndpoint,
  code: number,
  message: string,
  fields?: Readonly<Record<string, string>>,
  reason?: string,
  /** The tries left before a sign-in lock (`data.attemptsLeft`). */
  attemptsLeft?: number,
) {
  const data = {
    ...(fields === undefined ? {} : { fields }),
    ...(reason === undefined ? {} : { reason }),
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
  };
  return handler(endpoint, () =>
    HttpResponse.json({ code, message, ...(Object.keys(data).length === 0 ? {} : { data }) }),
  );
}
