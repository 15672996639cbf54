/** The contract's response schemas by endpoint id: a chunk of its own (see answer-check.ts). */
import { endpointsById, type AnyEndpoint } from '@quiver/contract';
import type { AnswerCheck } from './answer-check.ts';

const byId: Readonly<Record<string, AnyEndpoint | undefined>> = endpointsById;

export const checkAnswer: AnswerCheck = (endpoint, data) => {
  const full = byId[endpoint.id];
  // Routes are generated from the same definitions, so this only happens with a stale build.
  if (full === undefined)
    return { success: false, error: { issues: [{ message: `unknown endpoint ${endpoint.id}` }] } };
  return full.response.safeParse(data);
};
