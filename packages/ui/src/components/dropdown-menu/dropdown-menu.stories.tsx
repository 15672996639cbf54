import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal, Play, RotateCw, Square, Trash2 } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

function InstanceActions({
  onAction,
  defaultOpen,
}: {
  onAction?: (action: string) => void;
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <IconButton label="Actions for graph-01" icon={<MoreHorizontal />} variant="outline" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>graph-01</DropdownMenuLabel>
        <DropdownMenuItem icon={<Play />} disabled>
          Start
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Square />} onSelect={() => onAction?.('stop')}>
          Stop
        </DropdownMenuItem>
        <DropdownMenuItem icon={<RotateCw />} onSelect={() => onAction?.('restart')}>
          Restart
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked>Show in dashboard</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" icon={<Trash2 />} onSelect={() => onAction?.('terminate')}>
          Terminate
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: InstanceActions,
  args: { onAction: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A menu of actions (Radix DropdownMenu). Enter/Space/ArrowDown open it, arrows move (disabled items are skipped), Enter selects, Escape closes and returns focus.',
      },
    },
  },
} satisfies Meta<typeof InstanceActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for graph-01' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Restart' }));
    await expect(args.onAction).toHaveBeenCalledWith('restart');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Keyboard: Enter opens with the first enabled item (Stop; Start is disabled) focused.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Stop' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Restart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('restart');
    await expect(args.onAction).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, light theme. */
export const Matrix: Story = {
  args: { defaultOpen: true },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="h-80">{Story()}</div>],
};

/** Open, dark theme. */
export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' }, tags: ['no-visual'] };
