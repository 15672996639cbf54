import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mountForEachTest } from '../../../test/mount-in-browser.tsx';
import { rescueLostFocus } from '../../lib/focus-fallback.ts';
import '../../styles.css';
import { AllowedIpListEditor, type AllowedIpRow } from './allowed-ip-list-editor.tsx';

// Runs in real Chromium (project `ui-browser`), where removing the focused Remove button fires a
// focus-out and the page's frame (the AppShell, here its rescue alone) gives a focus left on
// nothing to the main region a task later. The editor must have moved it by then.

/** Every element that received the focus, in order. */
const focused: Element[] = [];

function Page() {
  const main = useRef<HTMLElement>(null);
  const [rows, setRows] = useState<AllowedIpRow[]>([{ ip: '10.0.0.1', description: 'office' }]);
  useEffect(() => {
    const element = main.current;
    const rescue = rescueLostFocus(() => element);
    const record = (event: FocusEvent) => focused.push(event.target as Element);
    element?.addEventListener('focusout', rescue);
    element?.addEventListener('focusin', record);
    return () => {
      element?.removeEventListener('focusout', rescue);
      element?.removeEventListener('focusin', record);
    };
  }, []);
  return (
    <main ref={main} tabIndex={-1} data-testid="main" className="p-8">
      <AllowedIpListEditor value={rows} onValueChange={setRows} />
    </main>
  );
}

const host = mountForEachTest(() => <Page />);

describe('AllowedIpListEditor, removing the last row from the keyboard', () => {
  it('moves the focus straight to Add, never to the main region on the way', async () => {
    const remove = host().querySelector<HTMLElement>('button[aria-label="Remove IP address 1"]')!;
    remove.focus();
    focused.length = 0;
    // Pressed as Enter on a button does: a click, whose update React commits in a microtask
    // queued during it. Right after that commit, before any frame or task (the rescue's), the
    // focus is on Add.
    remove.click();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    const add = host().querySelector<HTMLElement>('[data-slot="allowed-ip-add"]')!;
    expect(document.activeElement).toBe(add);
    // A few frames more: a late rescue would show here.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(add);
    expect(
      focused.map((element) => element.getAttribute('data-testid') ?? element.tagName),
    ).toEqual(['BUTTON']);
  });
});
