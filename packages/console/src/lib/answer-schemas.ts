/**
 * The contract's response schemas by endpoint id: a chunk of its own, loaded by answer-check.ts
 * (which also checks that `checkAnswer` fits its `AnswerCheck` type; this module imports nothing
 * back from it, so the two do not form a cycle).
 */
import { z } from 'zod';
import { endpointsById, type AnyEndpoint } from '@quiver/contract';
import type { Endpoint } from './endpoint.ts';

const byId: Readonly<Record<string, AnyEndpoint | undefined>> = endpointsById;

/** The test `z.iso.datetime()` makes (UTC, `Z`, seconds, any fraction), without zod around it. */
const isoDateTime = z.regexes.datetime({});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A metric point as the contract has it: `{ at: ISO date-time, value: number >= 0 }`. */
function isMetricPoint(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { at, value: measured } = value;
  return (
    typeof at === 'string' &&
    isoDateTime.test(at) &&
    typeof measured === 'number' &&
    Number.isFinite(measured) &&
    measured >= 0
  );
}

/**
 * A query result row: an array of JSON values (the contract's `z.array(z.json())`). The cells came
 * out of JSON.parse, which only makes JSON values, so checking each of them again proves nothing.
 */
const isRow = (value: unknown): boolean => Array.isArray(value);

/**
 * Answers whose bulk is one long array of small items: a week of one-minute points (3 × 10,080 on
 * the monitoring tab) or up to 10,000 result rows. zod checks everything else of the answer; the
 * array's items are checked by the plain function beside it, which makes the same test without
 * zod's per-item work (zod took about 26 ms for one week's series and 18 ms for 10,000 rows,
 * unthrottled on the bench machine; the plain loop under 2 ms). Items are kept as sent.
 */
const bulkChecks: Readonly<
  Record<string, { field: string; item: (value: unknown) => boolean } | undefined>
> = {
  'monitor.cpu': { field: 'points', item: isMetricPoint },
  'monitor.memory': { field: 'points', item: isMetricPoint },
  'monitor.disk': { field: 'points', item: isMetricPoint },
  'instance.query': { field: 'rows', item: isRow },
};

/** Parses `data` with the response schema of `endpoint`. */
export function checkAnswer(endpoint: Endpoint, data: unknown) {
  const full = byId[endpoint.id];
  // Routes are generated from the same definitions, so this only happens with a stale build.
  if (full === undefined)
    return {
      success: false as const,
      error: { issues: [{ message: `unknown endpoint ${endpoint.id}` }] },
    };
  const bulk = bulkChecks[endpoint.id];
  const items = bulk && isRecord(data) ? data[bulk.field] : undefined;
  if (bulk === undefined || !Array.isArray(items)) return full.response.safeParse(data);
  const rest = full.response.safeParse({ ...(data as object), [bulk.field]: [] });
  if (!rest.success) return rest;
  const bad = items.findIndex((item) => !bulk.item(item));
  if (bad >= 0)
    return {
      success: false as const,
      error: { issues: [{ path: [bulk.field, bad], message: 'Invalid item' }] },
    };
  return { success: true as const, data: { ...(rest.data as object), [bulk.field]: items } };
}
