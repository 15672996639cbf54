import { describe, expect, it } from 'vitest';
import { instancePaths } from './instance-paths.ts';

describe('instancePaths', () => {
  it('encodes an id, a tab and a clone exactly as URLSearchParams would', () => {
    // Every printable ASCII character, a space, and characters outside ASCII.
    const awkward = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join(
      '',
    );
    for (const id of ['i-0001', awkward, 'é 中 😀', '']) {
      const path = instancePaths.detail('BLAZE', id, 'logs');
      const [, query] = path.split('?');
      expect(query).toBe(new URLSearchParams({ id, tab: 'logs' }).toString());
      expect(new URLSearchParams(query).get('id')).toBe(id);
      expect(instancePaths.clone('BLAZE', id).split('?')[1]).toBe(
        new URLSearchParams({ cloneOf: id }).toString(),
      );
    }
  });

  it('leaves the overview tab out of the address', () => {
    expect(instancePaths.detail('BLAZE', 'i-1', 'overview')).toBe(
      instancePaths.detail('BLAZE', 'i-1'),
    );
    expect(instancePaths.detail('BLAZE', 'i-1')).toMatch(/\?id=i-1$/);
  });
});
