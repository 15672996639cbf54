import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ConfirmByTypingDialog } from './confirm-by-typing-dialog.tsx';

const meta = {
  title: 'Domain/ConfirmByTypingDialog',
  component: ConfirmByTypingDialog,
  args: {
    action: 'terminate',
    instanceName: 'My graph 1',
    onConfirm: fn(),
    trigger: <Button variant="danger">Terminate…</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Terminate and recover need the instance name typed to confirm (spec section 5). The danger button is disabled until the text matches exactly; focus starts in the field and Enter confirms. An async `onConfirm` keeps the dialog open with a spinner until it settles.',
      },
    },
  },
} satisfies Meta<typeof ConfirmByTypingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terminate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Terminate…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Terminate instance' });
    // In the document, not yet "visible": the opening animation starts at opacity 0.
    await expect(dialog).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Terminate' });
    await expect(
      screen.getByRole('textbox', { name: /type my graph 1 to confirm/i }),
    ).toHaveFocus();
    await userEvent.keyboard('my graph 1');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.keyboard('My graph 1');
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Terminate…' })).toHaveFocus();
  },
};

export const Recover: Story = {
  args: { action: 'recover', trigger: <Button variant="outline">Recover…</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recover…' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Recover instance' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const OpenEmpty: Story = { args: { defaultOpen: true, trigger: undefined } };

export const Pending: Story = { args: { defaultOpen: true, pending: true, trigger: undefined } };

export const WithError: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    error: 'The instance is being backed up. Try again when the backup is done.',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(/being backed up/);
  },
};

export const LongName: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    instanceName: 'analytics-graph-production-eu-west-primary-replica-2026',
  },
};

/** Open with the name typed (confirm enabled, danger styling): the visual-regression target. */
export const Matrix: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ userEvent }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('My graph 1');
    await expect(screen.getByRole('button', { name: 'Terminate' })).toBeEnabled();
  },
};

/** The same in the dark theme. */
export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' }, tags: ['no-visual'] };
