import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { expect, screen, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button.tsx';
import { SimpleTooltip, Tooltip, TooltipContent, TooltipTrigger } from './tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: SimpleTooltip,
  args: {
    content: 'Copy the connection string',
    children: <IconButton label="Copy" icon={<Copy />} title="" />,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short hint on hover and keyboard focus. Compose Tooltip, TooltipTrigger and TooltipContent, or use SimpleTooltip. Never hide essential information here.',
      },
    },
  },
} satisfies Meta<typeof SimpleTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Copy the connection string',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Open on every side: the visual-regression target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid grid-cols-2 gap-x-40 gap-y-20 p-16">
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} open>
          <TooltipTrigger asChild>
            <span className="rounded-md border border-border px-2 py-1 text-sm">{side}</span>
          </TooltipTrigger>
          <TooltipContent side={side}>Tooltip on {side}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  ),
};

/** Open on every side, dark theme. */
export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' }, tags: ['no-visual'] };
