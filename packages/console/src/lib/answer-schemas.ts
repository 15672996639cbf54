/**
 * The contract's response schemas by endpoint id: a chunk of its own, loaded by answer-check.ts
 * (which also checks that `checkAnswer` fits its `AnswerCheck` type; this module imports nothing
 * back from it, so the two do not form a cycle).
 */
import { endpointsById, type AnyEndpoint } from '@quiver/contract';
import type { Endpoint } from './endpoint.ts';

const byId: Readonly<Record<string, AnyEndpoint | undefined>> = endpointsById;

/** Parses `data` with the response schema of `endpoint`. */
export function checkAnswer(endpoint: Endpoint, data: unknown) {
  const full = byId[endpoint.id];
  // Routes are generated from the same definitions, so this only happens with a stale build.
  if (full === undefined)
    return {
      success: false as const,
      error: { issues: [{ message: `unknown endpoint ${endpoint.id}` }] },
    };
  return full.response.safeParse(data);
}
