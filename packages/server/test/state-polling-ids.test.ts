// Ids that pass the contract's id rule (letters, digits, `_`, `-`) but are no UUID
// must be left out by /instance/state, never reach the uuid column (PostgreSQL: a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

describe.skipIf(skipSuite)('state polling: ids that look like UUIDs', () => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness();
    ({ accessToken: token } = await register(h));
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each([
    ['/instance/state', 'instanceIds'],
    ['/cluster/state', 'clusterIds'],
  ])('%s leaves out 36 characters of hex and dashes that are no UUID', async (path, field) => {
    for (const id of ['-'.repeat(36), 'a'.repeat(36), `${'0'.repeat(35)}-`]) {
      const answer = await call(h.app, 'POST', v1(path), { token, body: { [field]: [id] } });
      expect(answer).toMatchObject({ code: 200, data: { items: [] } });
    }
  });
});
