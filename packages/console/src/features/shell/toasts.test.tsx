import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { toast } from '@quiver/ui';
import { renderWithProviders } from '../../../test/render.tsx';
import { notify } from '../../lib/notify.ts';

/** The toasts' texts, top to bottom (Radix also mirrors each into a live region: those are left out). */
function shownToasts() {
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('Toasts', () => {
  it('replaces what was said when an operation started by what is said when it ends, and leaves other messages be', async () => {
    renderWithProviders(<p>A screen</p>);
    act(() => notify.success('orders is being created.', { about: 'inst-1' }));
    act(() => notify.success('Your profile is saved.'));
    act(() => notify.success('books is being created.', { about: 'inst-2' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);

    act(() => notify.success('orders is Active and ready to query.', { about: 'inst-1' }));
    // Shown anew, as the newest (and so announced, its timer started again).
    expect(shownToasts()).toEqual([
      'Success: Your profile is saved.',
      'Success: books is being created.',
      'Success: orders is Active and ready to query.',
    ]);

    // A failure replaces it too, in its own tone.
    act(() => notify.error('books: the operation did not complete.', { about: 'inst-2' }));
    expect(shownToasts()).toEqual([
      'Success: Your profile is saved.',
      'Success: orders is Active and ready to query.',
      'Error: books: the operation did not complete.',
    ]);
    act(() => toast.dismiss());
  });
});
