import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ConfirmByTypingDialog } from './confirm-by-typing-dialog';

function setup(props: Partial<Parameters<typeof ConfirmByTypingDialog>[0]> = {}) {
  const onConfirm = props.onConfirm ?? vi.fn();
  const user = userEvent.setup();
  render(
    <ConfirmByTypingDialog
      action="terminate"
      instanceName="My graph 1"
      trigger={<Button variant="danger">Terminate…</Button>}
      {...props}
      onConfirm={onConfirm}
    />,
  );
  return { user, onConfirm };
}

describe('ConfirmByTypingDialog', () => {
  it('opens with focus in the name field and the confirm button disabled', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Terminate…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Terminate instance' });
    expect(dialog).toHaveAccessibleDescription(/deletes the instance, its data and its backups/);
    const field = screen.getByRole('textbox', { name: 'Type My graph 1 to confirm' });
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeDisabled();
  });

  it.each([
    ['my graph 1', 'letter case differs'],
    ['My graph 1 ', 'a trailing space'],
    ['My graph', 'a prefix'],
    ['My  graph 1', 'a doubled space'],
  ])('stays disabled for %j (%s)', async (typed) => {
    const { user, onConfirm } = setup();
    await user.click(screen.getByRole('button', { name: 'Terminate…' }));
    await user.keyboard(typed);
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('enables on the exact name; Enter confirms and the dialog closes', async () => {
    const { user, onConfirm } = setup();
    await user.click(screen.getByRole('button', { name: 'Terminate…' }));
    await user.keyboard('My graph 1');
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Focus goes back to what opened it.
    expect(screen.getByRole('button', { name: 'Terminate…' })).toHaveFocus();
  });

  it('asks for the name again after Cancel', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Terminate…' }));
    await user.keyboard('My graph 1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Terminate…' }));
    expect(await screen.findByRole('textbox')).toHaveValue('');
  });

  it('stays open with the error when the action fails', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('refused'));
    const { user } = setup({ onConfirm, error: 'The instance is busy, try again later.' });
    await user.click(screen.getByRole('button', { name: 'Terminate…' }));
    await user.keyboard('My graph 1');
    await user.click(screen.getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The instance is busy');
  });

  it('hands focus, as it closes, to whoever opened it without a trigger', async () => {
    const user = userEvent.setup();
    const opener = { current: null as HTMLButtonElement | null };
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button ref={(node) => void (opener.current = node)} onClick={() => setOpen(true)}>
            More actions
          </button>
          <ConfirmByTypingDialog
            action="terminate"
            instanceName="My graph 1"
            open={open}
            onOpenChange={setOpen}
            onConfirm={vi.fn()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          />
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus());
  });

  it('uses the recover texts and accepts translations', async () => {
    const { user } = setup({
      action: 'recover',
      cancelLabel: 'Annuler',
      inputLabel: (name) => `Saisissez ${name}`,
    });
    await user.click(screen.getByRole('button', { name: 'Terminate…' }));
    expect(await screen.findByRole('alertdialog', { name: 'Recover instance' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Saisissez My graph 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recover' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
