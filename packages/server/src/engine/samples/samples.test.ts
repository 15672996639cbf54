import { describe, expect, it } from 'vitest';
import { catalogueKey, sampleGraph as sampleGraphSchema } from '@quiver/contract';
import { moviesSample } from './movies.ts';
import { paymentsSample } from './payments.ts';
import { socialNetworkSample } from './social-network.ts';
import { sampleGraph, sampleSummaries } from './index.ts';

const builders = [socialNetworkSample, moviesSample, paymentsSample];

describe('sample graphs', () => {
  it('are the same on every build (seeded)', () => {
    for (const build of builders) expect(build()).toEqual(build());
  });

  it('list three graphs of a few hundred to a few thousand nodes, in the contract’s shape', () => {
    const summaries = sampleSummaries();
    expect(summaries.map((summary) => summary.id)).toEqual([
      'social-network',
      'movies',
      'payments-fraud',
    ]);
    for (const summary of summaries) {
      expect(sampleGraphSchema.parse(summary)).toEqual(summary);
      expect(catalogueKey.safeParse(summary.id).success).toBe(true);
      expect(summary.nodeCount).toBeGreaterThanOrEqual(300);
      expect(summary.nodeCount).toBeLessThanOrEqual(5_000);
      expect(summary.edgeCount).toBeGreaterThan(summary.nodeCount / 2);
    }
    expect(sampleGraph('nope')).toBeUndefined();
    expect(sampleGraph('toString')).toBeUndefined();
  });

  it('have unique keys and edges whose ends exist', () => {
    for (const build of builders) {
      const sample = build();
      const keys = new Map<string, Set<string | number>>();
      for (const table of sample.nodeTables) {
        const key = table.properties[0]?.name as string;
        const values = table.rows.map((row) => row[key] as string | number);
        expect(new Set(values).size, `${sample.id} ${table.label}`).toBe(values.length);
        keys.set(table.label, new Set(values));
      }
      for (const table of sample.edgeTables) {
        for (const row of table.rows) {
          expect(keys.get(table.from)?.has(row.from), `${table.label} from ${row.from}`).toBe(true);
          expect(keys.get(table.to)?.has(row.to), `${table.label} to ${row.to}`).toBe(true);
        }
      }
    }
  });

  it('hide eight fraud rings: cycles of accounts sharing one device', () => {
    const payments = paymentsSample();
    const uses = payments.edgeTables.find((table) => table.label === 'USES')?.rows ?? [];
    const accountsPerDevice = new Map<string | number, number>();
    for (const row of uses) accountsPerDevice.set(row.to, (accountsPerDevice.get(row.to) ?? 0) + 1);
    const sharedByRings = [...accountsPerDevice.entries()].filter(
      ([device]) => String(device) >= 'DEV-0513',
    );
    expect(sharedByRings).toHaveLength(8);
    for (const [, users] of sharedByRings) expect(users).toBeGreaterThanOrEqual(4);
  });
});
