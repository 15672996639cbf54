import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx';

function ExampleAlert({
  onConfirm,
  defaultOpen,
}: {
  onConfirm?: () => void;
  defaultOpen?: boolean;
}) {
  return (
    <AlertDialog defaultOpen={defaultOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="danger">Stop instance</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Stop graph-01?</AlertDialogTitle>
          <AlertDialogDescription>
            Connections drop at once. Storage is still billed while the instance is stopped.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="danger" onClick={onConfirm}>
            Stop
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const meta = {
  title: 'Primitives/AlertDialog',
  component: ExampleAlert,
  args: { onConfirm: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A confirmation that interrupts (role `alertdialog`). Focus starts on Cancel; an outside click does not dismiss it.',
      },
    },
  },
} satisfies Meta<typeof ExampleAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Stop instance' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Stop graph-01?' });
    // The safe choice has focus, so Enter right away cancels.
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    // Confirm with the keyboard.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Open, light theme. */
export const Matrix: Story = { args: { defaultOpen: true } };

/** Open, dark theme. */
export const MatrixDark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  tags: ['no-visual'],
};
