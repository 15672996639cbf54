import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { amountKinds } from '../../lib/money.ts';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { Amount, amountToneOptions } from './amount.tsx';

const meta = {
  title: 'Domain/Amount',
  component: Amount,
  args: { value: 832_200_000 },
  argTypes: {
    kind: { control: 'inline-radio', options: amountKinds },
    tone: { control: 'inline-radio', options: amountToneOptions },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Money from integer micro-dollars (`1_140_000` = $1.14). Totals show 2 decimals and `<$0.01` for a non-zero amount under a cent; unit prices per hour show 4 decimals. Negative amounts (credits) carry a minus sign and the success colour. `formatAmount()` gives the same text for places that need a string.',
      },
    },
  },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Total: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$832.20');
  },
};
export const Zero: Story = { args: { value: 0 } };
export const UnderOneCent: Story = {
  args: { value: 4_200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('<$0.01')).toBeVisible();
    await expect(canvas.getByText('less than $0.01')).toHaveClass('sr-only');
  },
};
export const UnitPricePerHour: Story = {
  args: { value: 1_140_000, kind: 'unit-price' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1.1400/hr')).toBeVisible();
  },
};
export const Credit: Story = { args: { value: -25_000_000 } };
export const LargeTotal: Story = { args: { value: 1_234_567_890_000 } };
export const Euro: Story = { args: { value: 1_234_500_000, currency: 'EUR', locale: 'de-DE' } };

const samples = {
  zero: 0,
  tiny: 4_200,
  'hourly price': 1_140_000,
  'month total': 832_200_000,
  credit: -25_000_000,
  'tiny credit': -3_000,
} as const;
const sampleNames = Object.keys(samples) as (keyof typeof samples)[];
const columns = amountKinds.flatMap((kind) => amountToneOptions.map((tone) => `${kind} / ${tone}`));

/** Every kind × tone for typical values, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={sampleNames}
        columns={columns}
        render={(name, column) => {
          const [kind, tone] = column.split(' / ') as [
            (typeof amountKinds)[number],
            (typeof amountToneOptions)[number],
          ];
          return <Amount value={samples[name]} kind={kind} tone={tone} />;
        }}
      />
    </BothThemes>
  ),
};
