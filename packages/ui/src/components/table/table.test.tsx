import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './table.tsx';

interface Row {
  name: string;
  size: number;
}
const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'size', header: 'Size', cell: (r) => r.size, sortValue: (r) => r.size, align: 'end' },
  { id: 'actions', header: 'Actions', cell: () => '…', srOnlyHeader: true },
];
const rows: Row[] = [
  { name: 'node 10', size: 3 },
  { name: 'node 2', size: 30 },
  { name: 'node 1', size: 10 },
];
const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** A name column that counts the cells it renders. */
function countingColumns() {
  let count = 0;
  const counted: TableColumn<Row>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (row) => {
        count += 1;
        return row.name;
      },
    },
  ];
  return { counted, cells: () => count };
}

describe('Table', () => {
  // happy-dom has no layout: give the scroll container the height a browser would (480 px = 10 rows).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sorts by a header click, flips on the second click and reports aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<Table label="Nodes" columns={columns} rows={rows} onSortChange={onSortChange} />);
    expect(firstColumn()).toEqual(['node 10', 'node 2', 'node 1']);
    const header = screen.getByRole('columnheader', { name: /name/i });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['node 1', 'node 2', 'node 10']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['node 10', 'node 2', 'node 1']);
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'descending' });
    // A column without sortValue has no sort button and no aria-sort.
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions).not.toHaveAttribute('aria-sort');
    expect(within(actions).queryByRole('button')).toBeNull();
  });

  it('gives a column’s cells their whole text as a title when asked, and no title otherwise', () => {
    const titled: TableColumn<Row>[] = [
      { id: 'name', header: 'Name', cell: (r) => r.name, cellTitle: (r) => `whole ${r.name}` },
      { id: 'size', header: 'Size', cell: (r) => r.size },
    ];
    render(<Table label="Nodes" columns={titled} rows={rows} />);
    const [name, size] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(name).toHaveAttribute('title', 'whole node 10');
    expect(size).not.toHaveAttribute('title');
  });

  it('leaves rows in server order with manualSorting but still reports the sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <Table
        label="Nodes"
        columns={columns}
        rows={rows}
        manualSorting
        sort={{ columnId: 'size', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(firstColumn()).toEqual(['node 10', 'node 2', 'node 1']);
    await user.click(
      within(screen.getByRole('columnheader', { name: /size/i })).getByRole('button'),
    );
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'size', direction: 'descending' });
  });

  it('shows the empty, error and loading states in place of rows', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <Table label="Nodes" columns={columns} rows={[]} emptyLabel="Nothing here" />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    rerender(
      <Table
        label="Nodes"
        columns={columns}
        rows={rows}
        error="Failed."
        onRetry={onRetry}
        retryLabel="Again"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
    expect(screen.queryByText('node 1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<Table label="Nodes" columns={columns} rows={rows} loading loadingRowCount={3} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('draws the rows of a px or rem box in its first render, not again once measured', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ name: `node ${i}`, size: i }));
    const { counted, cells } = countingColumns();
    // 30rem is 480 px, the height the box measures here: ten rows of 48 px, and five more below.
    render(<Table label="Nodes" columns={counted} rows={many} maxHeight="30rem" overscan={5} />);
    const dataRows = screen.getAllByRole('row').length - 1;
    expect(dataRows).toBe(15);
    expect(cells()).toBe(dataRows);
  });

  it('renders every row, once, when the page scrolls instead of the table (maxHeight none)', () => {
    const page = Array.from({ length: 60 }, (_, i) => ({ name: `node ${i}`, size: i }));
    const { counted, cells } = countingColumns();
    render(<Table label="Nodes" columns={counted} rows={page} maxHeight="none" overscan={2} />);
    const dataRows = screen.getAllByRole('row').slice(1);
    expect(dataRows).toHaveLength(60);
    expect(dataRows.at(-1)).toHaveAttribute('aria-rowindex', '61');
    expect(cells()).toBe(60);
  });

  it('renders again only the rows whose object changed, while the columns stay the same', () => {
    const page = Array.from({ length: 20 }, (_, i) => ({ name: `node ${i}`, size: i }));
    const { counted, cells } = countingColumns();
    const { rerender } = render(
      <Table label="Nodes" columns={counted} rows={page} maxHeight="none" />,
    );
    expect(cells()).toBe(20);
    // A poll answered: one row replaced, the others the same objects in a new array.
    const polled = page.map((row, i) => (i === 3 ? { ...row, name: 'node 3 (stopped)' } : row));
    rerender(<Table label="Nodes" columns={counted} rows={polled} maxHeight="none" />);
    expect(cells()).toBe(21);
    expect(screen.getByRole('cell', { name: 'node 3 (stopped)' })).toBeInTheDocument();
    // New columns (another language, say) render every row again.
    rerender(<Table label="Nodes" columns={[...counted]} rows={polled} maxHeight="none" />);
    expect(cells()).toBe(41);
  });

  it('moves the window when another row reaches the top of the box, and only then', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ name: `node ${i}`, size: i }));
    const { counted, cells } = countingColumns();
    render(<Table label="Nodes" columns={counted} rows={many} maxHeight="30rem" overscan={5} />);
    const box = screen.getByRole('group', { name: 'Nodes' });
    const drawn = cells();
    // Less than a row (48 px): the same rows, not rendered again.
    box.scrollTop = 30;
    fireEvent.scroll(box);
    expect(cells()).toBe(drawn);
    // Row 100 at the top: rows 95 to 114 (five above, ten in view, five below).
    box.scrollTop = 48 * 100 + 10;
    fireEvent.scroll(box);
    const dataRows = screen.getAllByRole('row').slice(1);
    expect(dataRows[0]).toHaveAttribute('aria-rowindex', '97');
    expect(dataRows.at(-1)).toHaveAttribute('aria-rowindex', '116');
    expect(screen.queryByRole('cell', { name: 'node 0' })).toBeNull();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
  });

  it('renders only a window of a 10,000-row table and keeps the total in aria-rowcount', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ name: `node ${i}`, size: i }));
    render(<Table label="Nodes" columns={columns} rows={many} overscan={5} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    const rendered = screen.getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
  });
});
