// The settings dialog is a chunk of its own (cookie-settings-dialog.tsx, loaded with React.lazy):
// nothing of it loads before the visitor shows intent, and a click that beats the chunk still opens
// the dialog, with focus inside, once it arrives. The mock below stands in for the network: it counts
// the loads and holds each one until the test releases it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '../../lib/storage.ts';
import type { CookieConsentProps } from './cookie-consent.tsx';

const chunk = vi.hoisted(() => ({
  loads: 0,
  failNext: false,
  arrived: Promise.resolve(),
  arrive: () => {},
}));

beforeEach(() => {
  chunk.loads = 0;
  chunk.failNext = false;
  chunk.arrived = new Promise<void>((resolve) => (chunk.arrive = resolve));
  // Fresh modules per test: cookie-consent.tsx keeps the dialog module once loaded, and Vitest keeps
  // a mock factory's result until it is registered again.
  vi.resetModules();
  vi.doMock('./cookie-settings-dialog.tsx', async (importOriginal) => {
    chunk.loads += 1;
    await chunk.arrived;
    if (chunk.failNext) {
      chunk.failNext = false;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return importOriginal();
  });
});

async function renderConsent(props: Partial<CookieConsentProps> = {}) {
  const { CookieConsent } = await import('./cookie-consent.tsx');
  render(
    <CookieConsent
      cookiePolicyHref="/cookies"
      storage={createMemoryStorage()}
      onEvent={vi.fn()}
      {...props}
    />,
  );
  return screen.getByRole('button', { name: 'Customize settings' });
}

/** Lets pending promises and React's scheduled work run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('CookieConsent settings dialog chunk', () => {
  it('is not loaded by the panel, and pointing at Customize starts loading it', async () => {
    const user = userEvent.setup();
    const customize = await renderConsent();
    await settle();
    expect(chunk.loads).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.hover(customize);
    expect(chunk.loads).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts loading when Customize gets keyboard focus', async () => {
    const user = userEvent.setup();
    const customize = await renderConsent();
    await user.tab(); // the policy link
    expect(chunk.loads).toBe(0);
    await user.tab();
    expect(customize).toHaveFocus();
    expect(chunk.loads).toBe(1);
  });

  it('a click before the chunk arrives opens the dialog when it does, focus inside and back', async () => {
    const user = userEvent.setup();
    const onSettingsOpenChange = vi.fn();
    const customize = await renderConsent({ onSettingsOpenChange });
    await user.click(customize);
    expect(onSettingsOpenChange).toHaveBeenCalledWith(true);
    await settle();
    // Still loading: the panel stays as it was, nothing else shows.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your privacy' })).toBeInTheDocument();
    expect(customize).toHaveFocus();

    chunk.arrive();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(chunk.loads).toBe(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSettingsOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(customize).toHaveFocus());

    // Opened again: the loaded module is reused.
    await user.click(customize);
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(chunk.loads).toBe(1);
  });

  it('defaultSettingsOpen loads the dialog at once', async () => {
    await renderConsent({ defaultSettingsOpen: true });
    await waitFor(() => expect(chunk.loads).toBe(1));
    chunk.arrive();
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('a failed load closes the request without breaking the page, and the next click retries', async () => {
    const user = userEvent.setup();
    const onSettingsOpenChange = vi.fn();
    chunk.failNext = true;
    const customize = await renderConsent({ onSettingsOpenChange });
    await user.click(customize);
    chunk.arrive();
    await waitFor(() => expect(onSettingsOpenChange).toHaveBeenLastCalledWith(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your privacy' })).toBeInTheDocument();

    await user.click(customize);
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(chunk.loads).toBe(2);
  });
});
