import { useState } from 'react';
import { expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountForEachTest } from '../../test/mount-in-browser.tsx';
import '../styles.css';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../components/alert-dialog/alert-dialog.tsx';
import { AppShell } from '../components/app-shell/app-shell.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../components/dialog/dialog.tsx';

// Runs in real Chromium (project `ui-browser`): where focus goes when a control is disabled while
// it holds focus, or while a dialog it opened is shown, is the browser's focus fixup, which a
// simulated DOM does not do.

/** A tab panel whose "Back up" opens a confirmation; confirming starts the backup, which disables it. */
function BackupPanel() {
  const [running, setRunning] = useState(false);
  return (
    <div role="tabpanel" aria-label="Backups" tabIndex={0} data-testid="panel">
      <AlertDialog>
        <AlertDialogTrigger disabled={running}>Back up</AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Back up now?</AlertDialogTitle>
          <AlertDialogDescription>The instance shows Backing up meanwhile.</AlertDialogDescription>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => setRunning(true)}>Back up</AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/**
 * As the console offers an action only while the lifecycle table allows it: once confirmed, the
 * dialog and its trigger are replaced by a plain disabled button, so the opener is gone.
 */
function EmptyPanel() {
  const [running, setRunning] = useState(false);
  return (
    <div role="tabpanel" aria-label="Data" tabIndex={0} data-testid="data-panel">
      {running ? (
        <button type="button" disabled>
          Empty the graph
        </button>
      ) : (
        <AlertDialog>
          <AlertDialogTrigger>Empty the graph</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Empty the graph?</AlertDialogTitle>
            <AlertDialogDescription>Every node and relationship goes.</AlertDialogDescription>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => setRunning(true)}>Empty</AlertDialogAction>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </div>
  );
}

/** A banner whose close button removes it (and itself) from the page. */
function ClosableBanner() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <div role="region" aria-label="Notice">
      Maintenance tonight.
      <button type="button" onClick={() => setShown(false)}>
        Close notice
      </button>
    </div>
  ) : null;
}

/** A settings section in the shell whose Save is disabled once pressed (its change runs). */
function SettingsPage() {
  const [saving, setSaving] = useState(false);
  return (
    <AppShell brand="Quiver" navigation={null} navigationLabel="Main" banner={<ClosableBanner />}>
      <section aria-label="Network" tabIndex={-1} data-testid="section">
        <input aria-label="Port" defaultValue="60061" />
        <button type="button" disabled={saving} onClick={() => setSaving(true)}>
          Save
        </button>
      </section>
      <button type="button">Next section</button>
    </AppShell>
  );
}

/** A dialog opened from state by a button's click, with no Radix trigger (the billing's "Add a card"). */
function AddCardSection() {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-label="Payment methods" tabIndex={-1} data-testid="cards">
      <button type="button" onClick={() => setAdding(true)}>
        Add a card
      </button>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent closeLabel="Close">
          <DialogTitle>Add a card</DialogTitle>
          <DialogDescription>A sandbox card.</DialogDescription>
          <input aria-label="Card number" />
        </DialogContent>
      </Dialog>
    </section>
  );
}

const host = mountForEachTest(() => (
  <>
    <AddCardSection />
    <BackupPanel />
    <EmptyPanel />
    <SettingsPage />
  </>
));

const button = (name: string) =>
  Array.from(host().ownerDocument.querySelectorAll('button')).find(
    (element) => element.textContent === name,
  )!;

it("gives focus to the trigger's container when the confirmed action disabled the trigger", async () => {
  await userEvent.click(button('Back up'));
  await expect.poll(() => document.querySelector('[role="alertdialog"]')).not.toBeNull();
  const confirm = Array.from(document.querySelectorAll('[role="alertdialog"] button')).find(
    (element) => element.textContent === 'Back up',
  ) as HTMLButtonElement;
  await userEvent.click(confirm);
  await expect.poll(() => document.querySelector('[role="alertdialog"]')).toBeNull();
  await expect
    .poll(() => document.activeElement)
    .toBe(host().querySelector('[data-testid="panel"]'));
});

it('gives focus to the container when the confirmed action replaced the trigger', async () => {
  await userEvent.click(button('Empty the graph'));
  await expect.poll(() => document.querySelector('[role="alertdialog"]')).not.toBeNull();
  await userEvent.click(button('Empty'));
  await expect.poll(() => document.querySelector('[role="alertdialog"]')).toBeNull();
  await expect
    .poll(() => document.activeElement)
    .toBe(host().querySelector('[data-testid="data-panel"]'));
});

it('returns focus to the trigger itself when it can still take it', async () => {
  await userEvent.click(button('Back up'));
  await expect.poll(() => document.querySelector('[role="alertdialog"]')).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => document.querySelector('[role="alertdialog"]')).toBeNull();
  await expect.poll(() => document.activeElement).toBe(button('Back up'));
});

it('gives focus to the nearest focusable container when a focused control is disabled', async () => {
  button('Save').focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => button('Save').disabled).toBe(true);
  await expect
    .poll(() => document.activeElement)
    .toBe(host().querySelector('[data-testid="section"]'));
  // From there Tab goes to the section's first control, not back to the top of the page.
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(host().querySelector('input[aria-label="Port"]'));
});

it('returns focus to the button that opened a dialog from state, which has no trigger', async () => {
  button('Add a card').focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
  await expect.poll(() => document.activeElement).toBe(button('Add a card'));
});

it('gives focus to the main region when the focused control is removed (a banner closed)', async () => {
  button('Close notice').focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => document.activeElement).toBe(document.getElementById('main-content'));
});
