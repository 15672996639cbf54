import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Instance } from '@quiver/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { instanceOf } from '../../../test/instances.ts';
import { InstanceTable } from './instance-table.tsx';

// The actions cell stands in for every cell of a row: it records which rows were rendered.
const renderedRows: string[] = [];
vi.mock('./actions/instance-actions-menu.tsx', () => ({
  InstanceActionsMenu: ({ instance }: { instance: Instance }) => {
    renderedRows.push(instance.id);
    return null;
  },
}));

const rows = [
  instanceOf({ id: 'inst-1', name: 'orders' }),
  instanceOf({ id: 'inst-2', name: 'payments', status: 'STARTING', serviceState: null }),
  instanceOf({ id: 'inst-3', name: 'users' }),
];

describe('InstanceTable', () => {
  it('renders again only the row a poll changed, not the whole page', async () => {
    let setShown: (rows: Instance[]) => void = () => undefined;
    function Page() {
      const [shown, set] = useState(rows);
      setShown = set;
      return (
        <InstanceTable rows={shown} loading={false} error={null} onRetry={() => {}} empty="None" />
      );
    }
    renderWithProviders(<Page />);
    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    renderedRows.length = 0;

    // A poll's answer: the starting instance is Active, the other rows are the cached objects.
    act(() => {
      setShown(
        rows.map((row) =>
          row.id === 'inst-2' ? { ...row, status: 'RUNNING', serviceState: 'AVAILABLE' } : row,
        ),
      );
    });
    // (StrictMode renders a component twice in tests: which rows, not how often.)
    expect(new Set(renderedRows)).toEqual(new Set(['inst-2']));
  });

  it("says a terminated instance's address is released, a starting one's not yet reachable", async () => {
    const shown = [
      instanceOf({ id: 'inst-4', name: 'gone', status: 'TERMINATED', serviceAddress: null }),
      instanceOf({ id: 'inst-5', name: 'soon', status: 'STARTING', serviceAddress: null }),
    ];
    renderWithProviders(
      <InstanceTable rows={shown} loading={false} error={null} onRetry={() => {}} empty="None" />,
    );
    const gone = (await screen.findByRole('link', { name: 'gone' })).closest('tr');
    const soon = screen.getByRole('link', { name: 'soon' }).closest('tr');
    expect(gone).toHaveTextContent('No longer reachable');
    expect(gone).not.toHaveTextContent('Not reachable yet');
    expect(soon).toHaveTextContent('Not reachable yet');
  });
});
