import type { Meta, StoryObj } from '@storybook/react-vite';
import { Database, Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <Database />,
    title: 'No instances yet',
    description: 'Create a graph instance to start loading data.',
    actions: <Button startIcon={<Plus />}>Create instance</Button>,
  },
  parameters: {
    docs: { description: { component: 'Explains an empty view and offers the next step.' } },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No instances yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create instance' })).toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, actions: undefined, title: 'No logs' },
};

/** Both themes. */
export const Matrix: Story = {
  render: (args) => (
    <BothThemes>
      <EmptyState {...args} />
    </BothThemes>
  ),
};
