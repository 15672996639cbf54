import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog.tsx';

function ExampleDialog({
  defaultOpen,
  onSave,
  ...content
}: Partial<DialogContentProps> & { defaultOpen?: boolean; onSave?: () => void }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Rename instance</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>Rename instance</DialogTitle>
          <DialogDescription>The new name shows everywhere at once.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="new-name" className="text-sm font-medium">
            Name
          </label>
          <Input id="new-name" defaultValue="graph-01" />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onSave}>Save</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: ExampleDialog,
  args: { onSave: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A modal window (Radix Dialog): focus moves in, is trapped, and returns to the trigger; Escape and the corner button (`closeLabel`) close it. Always give it a DialogTitle.',
      },
    },
  },
} satisfies Meta<typeof ExampleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename instance' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Rename instance' });
    await expect(dialog).toHaveAccessibleDescription('The new name shows everywhere at once.');
    await expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Keyboard all the way: open with Enter, Tab to Save, confirm.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  args: { closeLabel: 'Schließen' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename instance' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open, light theme: the visual-regression target. */
export const Matrix: Story = { args: { defaultOpen: true } };

/** Open in the dark theme (portal content follows the root theme). */
export const MatrixDark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  tags: ['no-visual'],
};
