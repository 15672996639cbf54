import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { UsageTable, type UsageLine } from './usage-table.tsx';

// Totals as the server computes them: hourly price × seconds / 3600, in integer micro-dollars.
const lines: UsageLine[] = [
  {
    id: '1',
    chargeType: 'Instance',
    instanceName: 'orders-graph',
    quantityHours: 730,
    unitPriceMicros: 1_140_000,
    configuration: 'Standard, 4 vCPU, 16 GB, us-east-1',
    totalMicros: 832_200_000,
  },
  {
    id: '2',
    chargeType: 'Storage',
    instanceName: 'orders-graph',
    quantityHours: 730,
    unitPriceMicros: 13_700,
    configuration: '100 GB',
    totalMicros: 10_001_000,
  },
  {
    id: '3',
    chargeType: 'Instance',
    instanceName: 'My graph 1_C031562',
    quantityHours: 2.5125,
    unitPriceMicros: 610_000,
    configuration: 'Shared, 2 vCPU, 8 GB, eu-west-1',
    totalMicros: 1_532_625,
  },
  {
    id: '4',
    chargeType: 'Storage',
    instanceName: 'scratch',
    quantityHours: 0.0083,
    unitPriceMicros: 1_000,
    configuration: '40 GB',
    totalMicros: 8,
  },
];

const meta = {
  title: 'Domain/UsageTable',
  component: UsageTable,
  args: { lines, label: 'Usage, November 2026' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The usage lines of a bill: charge type, instance, quantity in hours, unit price per hour (4 decimals), configuration and total (2 decimals; `<$0.01` under a cent), sortable, with the sum below.',
      },
    },
  },
} satisfies Meta<typeof UsageTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Usage, November 2026' });
    await expect(within(table).getByText('$1.1400/hr')).toBeVisible();
    await expect(within(table).getByText('<$0.01')).toBeVisible();
    await expect(within(table).getByText('2.5125')).toBeVisible();
    // 832.2 + 10.001 + 1.532625 + 0.000008 = 843.733633 → $843.73
    await expect(canvasElement.querySelector('[data-slot="usage-table-sum"]')).toHaveTextContent(
      '$843.73',
    );
  },
};

export const SortByTotal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /total/i }));
    const header = canvas.getByRole('columnheader', { name: /total/i });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByText('scratch')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { lines: [] } };
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Usage could not be loaded.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Lines, light and dark. */
export const Matrix: Story = {
  render: (args) => (
    <BothThemes className="flex-col">
      <div style={{ width: 900 }}>
        <UsageTable {...args} />
      </div>
    </BothThemes>
  ),
};
