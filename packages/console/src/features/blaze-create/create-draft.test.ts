import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../test/render.tsx';
import { createStorage } from '../../lib/storage.ts';
import { pristineValues } from './create-form.ts';
import { clearDraft, readDraft, writeDraft } from './create-draft.ts';
import { standardValues } from './test-fixtures.ts';

const storageWith = (session = memoryBackend()) => ({
  session,
  storage: createStorage(memoryBackend(), session),
});

describe('the wizard draft', () => {
  it('keeps every value but the password, for the account that typed it', () => {
    const { session, storage } = storageWith();
    const values = {
      ...standardValues(),
      rootPassword: 'Graph#Root1',
      confirmPassword: 'Graph#Root1',
    };
    writeDraft(storage, { userId: 'u-1', values, cloneOf: 'src-1', passwordTyped: true });
    expect(session.getItem('blazeCreateDraft')).not.toContain('Graph#Root1');
    const { rootPassword: _p, confirmPassword: _c, ...kept } = values;
    expect(readDraft(storage, 'u-1')).toEqual({
      userId: 'u-1',
      values: kept,
      cloneOf: 'src-1',
      passwordTyped: true,
    });
    expect(readDraft(storage, 'u-2')).toBeNull();
    clearDraft(storage);
    expect(readDraft(storage, 'u-1')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, userId: null, values: pristineValues() })],
    [
      'a value of the wrong type',
      JSON.stringify({ version: 1, userId: null, values: { ...pristineValues(), port: 60000 } }),
    ],
    [
      'an unknown edition',
      JSON.stringify({
        version: 1,
        userId: null,
        values: { ...pristineValues(), edition: 'enterprise' },
      }),
    ],
    [
      'a malformed IP row',
      JSON.stringify({
        version: 1,
        userId: null,
        values: { ...pristineValues(), allowedIps: [{ ip: 1 }] },
      }),
    ],
  ])('reads %s as no draft', (_case, raw) => {
    const { session, storage } = storageWith();
    session.setItem('blazeCreateDraft', raw);
    expect(readDraft(storage, null)).toBeNull();
  });
});
