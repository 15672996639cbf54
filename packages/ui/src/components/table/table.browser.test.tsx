import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import '../../styles.css';
import { Table, type TableColumn } from './table.tsx';

// Runs in real Chromium (project `ui-browser`): a column hidden below a size is a container query
// on the table's box, which only a real layout answers.

interface Row {
  id: string;
  name: string;
  version: string;
  created: string;
}

const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', width: '12rem', cell: (row) => row.name },
  { id: 'version', header: 'Version', width: '5rem', hideBelow: '7xl', cell: (row) => row.version },
  {
    id: 'created',
    header: 'Created',
    width: '10rem',
    hideBelow: '6xl',
    cell: (row) => row.created,
  },
];
const rows: Row[] = [{ id: '1', name: 'orders', version: '4.5.2', created: '3 Dec 2026' }];

let host: HTMLDivElement | undefined;
afterEach(() => host?.remove());

/** The table in a box `width` wide; the headers shown, by name. */
function shownHeaders(width: string): string[] {
  host = document.createElement('div');
  host.style.width = width;
  document.body.append(host);
  flushSync(() =>
    createRoot(host!).render(<Table label="Instances" columns={columns} rows={rows} />),
  );
  return Array.from(host.querySelectorAll('th'))
    .filter((header) => getComputedStyle(header).display !== 'none')
    .map((header) => header.textContent ?? '');
}

it('shows every column in a box wide enough', () => {
  expect(shownHeaders('82rem')).toEqual(['Name', 'Version', 'Created']);
});

it('hides a column, header, cells and width alike, while the box is narrower than its size', () => {
  expect(shownHeaders('75rem')).toEqual(['Name', 'Created']);
  const cells = Array.from(host!.querySelectorAll('td')).filter(
    (cell) => getComputedStyle(cell).display !== 'none',
  );
  expect(cells.map((cell) => cell.textContent)).toEqual(['orders', '3 Dec 2026']);
  // The hidden column leaves its room to the others: the table does not scroll sideways.
  const box = host!.querySelector<HTMLElement>('[role="group"]')!;
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  expect(shownHeaders('60rem')).toEqual(['Name']);
});

it('shows the rows a scroll brings into view in the same frame, not a frame later', () => {
  host = document.createElement('div');
  host.style.width = '40rem';
  document.body.append(host);
  const many: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
    id: String(i),
    name: `graph-${i}`,
    version: '4.5.2',
    created: '3 Dec 2026',
  }));
  flushSync(() =>
    createRoot(host!).render(<Table label="Instances" columns={columns} rows={many} />),
  );
  const box = host.querySelector<HTMLElement>('[data-slot="table"]')!;
  const rowHeight = host.querySelector<HTMLElement>('[data-slot="table-row"]')!.offsetHeight;
  // Far past the overscan, as a drag of the scroll bar does.
  box.scrollTop = rowHeight * 5_000;
  box.dispatchEvent(new Event('scroll'));
  // Read at once, in the scroll event's own task: the rows are already there for its frame.
  const names = [...host.querySelectorAll('[data-slot="table-row"]')].map(
    (row) => row.firstElementChild?.textContent,
  );
  expect(names).toContain('graph-5000');
  expect(names).not.toContain('graph-0');
});
