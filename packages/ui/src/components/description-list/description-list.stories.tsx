import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Badge } from '../badge/badge.tsx';
import {
  DescriptionList,
  descriptionListLayoutOptions,
  type DescriptionListItem,
} from './description-list.tsx';

const overview: DescriptionListItem[] = [
  { term: 'Status', description: <Badge tone="success">Active</Badge> },
  { term: 'Edition', description: 'Standard' },
  { term: 'Provider and region', description: 'AWS, us-east-1' },
  { term: 'Size', description: '4 vCPU, 16 GiB memory, 100 GiB storage' },
  { term: 'Version', description: '0.11.3' },
  { term: 'Created', description: 'Nov 22, 2026, 09:12 UTC' },
  {
    term: 'Service address',
    description: <span className="font-mono">graph-ada.us-east-1.quiver.dev:60061</span>,
    copyValue: 'graph-ada.us-east-1.quiver.dev:60061',
  },
  {
    term: 'Instance ID',
    description: 'f3b2c1d0-7a6e-4d2b-9c1a-0e5f4b3a2d1c',
    copyValue: 'f3b2c1d0-7a6e-4d2b-9c1a-0e5f4b3a2d1c',
  },
];

const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  args: { items: overview, columns: 2, writeText: fn(async () => undefined) },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Terms and values as a real `<dl>` (an instance overview). A value with `copyValue` gets a copy button named after its term ("Copy Service address"). Missing values show a dash.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 720px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(overview.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Service address' }));
    await expect(args.writeText).toHaveBeenCalledWith('graph-ada.us-east-1.quiver.dev:60061');
    // The page's one live region (the copy buttons share it), at the end of the body.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  },
};

export const Inline: Story = { args: { layout: 'inline', columns: 1 } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const MissingValues: Story = {
  args: {
    items: [
      { term: 'Service address', description: null, copyValue: undefined },
      { term: 'Last backup', description: '' },
    ],
    columns: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('—');
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongValues: Story = {
  args: {
    columns: 1,
    items: [
      {
        term: 'Connection string',
        description: (
          <span className="font-mono">
            bolt://root@graph-with-a-very-long-name-0123456789.eu-central-1.quiver.dev:60061/default?timeout=10000
          </span>
        ),
        copyValue:
          'bolt://root@graph-with-a-very-long-name-0123456789.eu-central-1.quiver.dev:60061',
      },
    ],
  },
};

/** Both layouts, light and dark. */
export const Matrix: Story = {
  decorators: [],
  render: () => (
    <BothThemes className="flex-col">
      <div className="flex w-[36rem] flex-col gap-6">
        {descriptionListLayoutOptions.map((layout) => (
          <DescriptionList
            key={layout}
            layout={layout}
            items={overview.slice(0, 4)}
            columns={layout === 'stacked' ? 2 : 1}
          />
        ))}
      </div>
    </BothThemes>
  ),
};
