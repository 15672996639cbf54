// A size change never shrinks the storage on record. The service computed the
// storage a size change leaves from the row read before the lock; a storage extension finished in
// between was then written back down by the resize step (disk 200 GB, row and bill 100 GB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEdition, findSize } from '../src/modules/catalogue/index.ts';
import { stepWork, type JobPayload } from '../src/jobs/steps.ts';
import type { InstanceRow } from '../src/modules/instances/view.ts';
import type { CloudProvider } from '../src/providers/index.ts';
import { skipSuite, startHarness, type Harness } from './helpers.ts';

describe.skipIf(skipSuite)('resize step: keeps the larger storage', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(); // reads the catalogue
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the resize step keeps storage grown after the change was accepted', async () => {
    const [small, large] = findEdition('standard')?.sizes ?? [];
    if (!small || !large) throw new Error('the catalogue has no two standard sizes');
    const calls: string[] = [];
    const provider = {
      resize: (_id: string, size: { sizeKey: string }) => {
        calls.push(`resize ${size.sizeKey}`);
        return Promise.resolve();
      },
      extendStorage: (_id: string, gb: number) => {
        calls.push(`extend ${gb}`);
        return Promise.resolve();
      },
    } as unknown as CloudProvider;
    const instance = {
      id: crypto.randomUUID(),
      sizeKey: small.key,
      storageGb: large.defaultStorageGb + 100, // extended after the size change was judged
    } as InstanceRow;
    const payload: JobPayload = {
      path: ['CHANGING', 'STARTING', 'RUNNING'],
      serviceDuring: null,
      onFailure: null,
      sizeKey: large.key,
      storageGb: large.defaultStorageGb, // judged on the older row
    };
    const resize = stepWork('changeSize', 'CHANGING');
    const patch = await resize?.({
      db: h.database.db,
      clock: h.clock,
      sizes: findSize,
      provider,
      instance,
      payload,
    });
    expect(patch).toEqual({ sizeKey: large.key, storageGb: large.defaultStorageGb + 100 });
    expect(calls).toEqual([`resize ${large.key}`]);
  });
});
