import { describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage.ts';
import { memoryBackend } from '../../../test/render.tsx';
import { readManagerDraft, writeManagerDraft } from './manager-draft.ts';
import { pristineManagerValues } from './manager-form.ts';

const storageWith = (raw?: string) =>
  createStorage(
    memoryBackend(),
    memoryBackend(raw === undefined ? {} : { managerCreateDraft: raw }),
  );

describe('the Manager wizard draft', () => {
  it('keeps every value but the passwords, for the account that typed them', () => {
    const storage = storageWith();
    writeManagerDraft(storage, {
      userId: 'user-1',
      passwordTyped: true,
      values: {
        ...pristineManagerValues(),
        name: 'ops',
        clusterIds: ['c-1'],
        allowedIps: [{ ip: '10.0.0.0/8', description: 'vpn' }],
        rootPassword: 'Secret#1',
        confirmPassword: 'Secret#1',
      },
    });
    const draft = readManagerDraft(storage, 'user-1');
    expect(draft).toEqual({
      userId: 'user-1',
      passwordTyped: true,
      values: expect.objectContaining({ name: 'ops', clusterIds: ['c-1'] }),
    });
    expect(JSON.stringify(storage.managerCreateDraft.get())).not.toContain('Secret#1');
    expect(readManagerDraft(storage, 'someone-else')).toBeNull();
  });

  it.each([
    ['not json', '{oops'],
    ['another version', JSON.stringify({ version: 9, userId: null, values: {} })],
    [
      'a cluster id that is not text',
      JSON.stringify({
        version: 1,
        userId: null,
        values: { ...pristineManagerValues(), clusterIds: [7] },
      }),
    ],
    [
      'an allowed IP without a description',
      JSON.stringify({
        version: 1,
        userId: null,
        values: { ...pristineManagerValues(), allowedIps: [{ ip: '10.0.0.1' }] },
      }),
    ],
  ])('reads %s as no draft', (_what, raw) => {
    expect(readManagerDraft(storageWith(raw), null)).toBeNull();
  });
});
