import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MoreHorizontal } from 'lucide-react';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Badge, type BadgeTone } from '../badge/badge.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { Table, type TableColumn } from './table.tsx';

interface Instance {
  id: string;
  name: string;
  status: 'Active' | 'Stopped' | 'Starting' | 'Error';
  region: string;
  vcpu: number;
  created: Date;
}

const statuses = ['Active', 'Stopped', 'Starting', 'Error'] as const;
const tones: Record<Instance['status'], BadgeTone> = {
  Active: 'success',
  Stopped: 'neutral',
  Starting: 'progress',
  Error: 'danger',
};
const regions = ['us-east-1', 'eu-west-1', 'ap-southeast-1'];

/** Deterministic sample rows (no randomness: stories are test fixtures and screenshot targets). */
function makeInstances(count: number): Instance[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `inst-${i}`,
    name: `graph-${String(i + 1).padStart(5, '0')}`,
    status: statuses[(i * 7) % 4] as Instance['status'],
    region: regions[(i * 5) % 3] as string,
    vcpu: 2 ** ((i * 3) % 7),
    created: new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % 300) * 86_400_000),
  }));
}

const columns: TableColumn<Instance>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name, width: '30%' },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <Badge tone={tones[r.status]}>{r.status}</Badge>,
    sortValue: (r) => r.status,
  },
  { id: 'region', header: 'Region', cell: (r) => r.region },
  { id: 'vcpu', header: 'vCPU', cell: (r) => r.vcpu, sortValue: (r) => r.vcpu, align: 'end' },
  {
    id: 'created',
    header: 'Created',
    cell: (r) => r.created.toISOString().slice(0, 10),
    sortValue: (r) => r.created,
    align: 'end',
  },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<Instance>,
  args: {
    label: 'Instances',
    columns,
    rows: makeInstances(25),
    getRowId: (r: Instance) => r.id,
    maxHeight: '24rem',
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A data table driven by `columns` and `rows`. Sortable headers expose `aria-sort`; loading, empty and error states are built in; the body is virtualised (fixed row height, overscan, sticky header) and stays smooth at 10,000 rows.',
      },
    },
  },
} satisfies Meta<typeof Table<Instance>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const vcpuHeader = canvas.getByRole('columnheader', { name: /vcpu/i });
    await expect(vcpuHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(vcpuHeader).getByRole('button'));
    await expect(vcpuHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstCells = () => canvas.getAllByRole('row')[1]?.querySelectorAll('td');
    await expect(firstCells()?.[3]).toHaveTextContent('1');
    // Keyboard: the focused header button flips the direction with Enter.
    await userEvent.keyboard('{Enter}');
    await expect(vcpuHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells()?.[3]).toHaveTextContent('64');
  },
};

export const SortedByName: Story = {
  args: { defaultSort: { columnId: 'name', direction: 'descending' } },
};

export const Compact: Story = { args: { density: 'compact' } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyLabel: 'No instances yet. Create one to get started.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No instances yet. Create one to get started.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'The instance list could not be loaded.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The instance list could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 10,000 rows: only a window of rows is in the DOM; scrolling to the end shows the last row. */
export const TenThousandRows: Story = {
  args: { rows: makeInstances(10_000) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('group', { name: 'Instances' });
    // Scrolled to the end again on each try: the virtualiser grows the scroll height once it has
    // measured the region, which a loaded machine may do after the first scroll.
    await waitFor(() => {
      region.scrollTop = region.scrollHeight;
      expect(canvas.getByText('graph-10000')).toBeInTheDocument();
    });
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
  },
};

/** Rows, loading, empty and error in both themes. */
export const Matrix: Story = {
  render: (args) => (
    <BothThemes className="flex-col">
      <div className="flex w-[44rem] flex-col gap-4">
        <Table {...args} label="Rows" rows={makeInstances(4)} />
        <Table {...args} label="Loading" loading loadingRowCount={2} />
        <Table {...args} label="Empty" rows={[]} />
        <Table {...args} label="Error" error="Could not load." onRetry={() => {}} />
      </div>
    </BothThemes>
  ),
};

/** A row's actions, pinned to the end edge. */
const actionsColumn: TableColumn<Instance> = {
  id: 'actions',
  header: 'Actions',
  srOnlyHeader: true,
  width: '4rem',
  align: 'end',
  pinned: 'end',
  cell: (r) => (
    <IconButton
      label={`Actions for ${r.name}`}
      icon={<MoreHorizontal />}
      size="sm"
      variant="ghost"
    />
  ),
};

/** The columns of a table wider than its box, the last one a row's actions kept in view. */
const wideColumns: TableColumn<Instance>[] = [
  ...columns.map((column) => ({ ...column, width: '12rem' })),
  actionsColumn,
];

/** Renders the story's table in a box of the given width (a Tailwind width class). */
const inBox =
  (widthClass: string): Story['render'] =>
  (args) => (
    <div className={widthClass}>
      <Table {...args} />
    </div>
  );

/** Whether a pinned cell draws the divider on the side the rows scroll from. */
const hasDivider = (cell: Element) =>
  getComputedStyle(cell).boxShadow.includes('1px 0px 0px 0px inset');

/**
 * Wider than its box (a list on a laptop screen): the table scrolls sideways, and the pinned
 * actions column stays at the box's end edge, over the columns scrolling under it.
 */
export const PinnedColumn: Story = {
  args: { columns: wideColumns, rows: makeInstances(6) },
  render: inBox('w-[36rem]'),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('group', { name: 'Instances' });
    await waitFor(() => expect(box.scrollWidth).toBeGreaterThan(box.clientWidth));
    const inView = () => {
      const button = canvas.getByRole('button', { name: 'Actions for graph-00001' });
      const edge = box.getBoundingClientRect();
      const place = button.getBoundingClientRect();
      return place.left >= edge.left && place.right <= edge.right;
    };
    await waitFor(() => expect(inView()).toBe(true));
    // The line beside the pinned column shows while more of the table is under it.
    const pinnedCell = () =>
      canvas.getByRole('button', { name: 'Actions for graph-00001' }).closest('td') as Element;
    const line = () => hasDivider(pinnedCell());
    // Scroll-state queries are judged a frame after layout, hence waiting rather than reading.
    await waitFor(() => expect(line()).toBe(true));
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(inView()).toBe(true));
    await waitFor(() => expect(line()).toBe(false));
    // Left part-way, so the screenshot shows the columns passing under the pinned one.
    box.scrollLeft = 120;
    await waitFor(() => expect(inView()).toBe(true));
    await waitFor(() => expect(line()).toBe(true));
  },
};

/** A pinned column in a table that fits its box: nothing scrolls under it, so no line beside it. */
export const PinnedColumnThatFits: Story = {
  args: { columns: [...columns, actionsColumn], rows: makeInstances(3) },
  render: inBox('w-[44rem]'),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('group', { name: 'Instances' });
    await expect(box.scrollWidth).toBe(box.clientWidth);
    const cell = canvas.getByRole('button', { name: 'Actions for graph-00001' }).closest('td');
    await expect(hasDivider(cell as Element)).toBe(false);
  },
};

/** Empty and wider than its box: the empty state is centred in the box, not in the whole table. */
export const EmptyWiderThanItsBox: Story = {
  args: { columns: wideColumns, rows: [], emptyLabel: 'No instances yet.' },
  render: inBox('w-[36rem]'),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('group', { name: 'Instances' }).getBoundingClientRect();
    const text = canvas.getByText('No instances yet.').getBoundingClientRect();
    const middle = (rect: DOMRect) => rect.left + rect.width / 2;
    await expect(Math.abs(middle(text) - middle(box))).toBeLessThan(4);
  },
};
