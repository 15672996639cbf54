import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, type KeyValueStorage } from '../../lib/storage.ts';
import { Footer } from '../footer/footer.tsx';
import { CookieConsent, cookieChoiceStorageKey } from './index.ts';

function renderConsent(storage: KeyValueStorage = createMemoryStorage()) {
  const onEvent = vi.fn();
  const onChoice = vi.fn();
  // The console's wiring: the footer's 'Cookie setting' opens the controlled settings dialog.
  function Page() {
    const [settingsOpen, setSettingsOpen] = useState(false);
    return (
      <>
        <CookieConsent
          cookiePolicyHref="https://quiver.example/cookies"
          storage={storage}
          settingsOpen={settingsOpen}
          onSettingsOpenChange={setSettingsOpen}
          onChoice={onChoice}
          onEvent={onEvent}
        />
        <Footer
          termsHref="/terms"
          privacyHref="/privacy"
          currentYear={2026}
          onCookieSettings={() => setSettingsOpen(true)}
          onEvent={onEvent}
        />
      </>
    );
  }
  const view = render(<Page />);
  const events = () => onEvent.mock.calls.map(([event]) => `${event.eventKey} ${event.spm}`);
  return { ...view, storage, onEvent, onChoice, events };
}

const panel = () => screen.queryByRole('region', { name: 'Your privacy' });

describe('CookieConsent', () => {
  it('shows the panel until a choice exists, with a policy link in a new tab', async () => {
    const user = userEvent.setup();
    const { events } = renderConsent();
    expect(panel()).toBeInTheDocument();
    const policy = screen.getByRole('link', { name: 'Cookie policy (opens in a new tab)' });
    expect(policy).toHaveAttribute('href', 'https://quiver.example/cookies');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
    policy.addEventListener('click', (event) => event.preventDefault());
    await user.click(policy);
    expect(events()).toEqual(['cookiePolicy_click 103.0.4']);
  });

  it('Accept all cookies stores true and hides the panel', async () => {
    const user = userEvent.setup();
    const { storage, onChoice, events } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(storage.getItem(cookieChoiceStorageKey)).toBe('true');
    expect(JSON.parse(storage.getItem(cookieChoiceStorageKey) ?? 'null')).toBe(true);
    expect(onChoice).toHaveBeenCalledWith(true);
    expect(panel()).not.toBeInTheDocument();
    expect(events()).toEqual(['acceptAllCookies_click 103.0.5']);
  });

  it('Essential cookies only stores false in one press, with no tracking event', async () => {
    const user = userEvent.setup();
    const { storage, onChoice, events } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Essential cookies only' }));
    expect(storage.getItem(cookieChoiceStorageKey)).toBe('false');
    expect(onChoice).toHaveBeenCalledWith(false);
    expect(panel()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events()).toEqual([]);
  });

  it('Customize settings with analytics left off stores false', async () => {
    const user = userEvent.setup();
    const { storage, onChoice, events } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Customize settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveTextContent('Essential website cookies');
    expect(dialog).toHaveTextContent('Always active');
    const analytics = screen.getByRole('switch', { name: 'Analytics and customization cookies' });
    expect(analytics).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm My Choices' }));

    expect(storage.getItem(cookieChoiceStorageKey)).toBe('false');
    expect(onChoice).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
    expect(events()).toEqual(['customizeSettings_click 103.0.6', 'confirmMyChoices_click 103.0.7']);
  });

  it('Customize settings with analytics switched on (keyboard) stores true', async () => {
    const user = userEvent.setup();
    const { storage } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Customize settings' }));
    const analytics = await screen.findByRole('switch', {
      name: 'Analytics and customization cookies',
    });
    analytics.focus();
    await user.keyboard(' ');
    expect(analytics).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm My Choices' }));
    expect(storage.getItem(cookieChoiceStorageKey)).toBe('true');
  });

  it('closing the dialog without confirming stores nothing and keeps the panel', async () => {
    const user = userEvent.setup();
    const { storage } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Customize settings' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storage.getItem(cookieChoiceStorageKey)).toBeNull();
    expect(panel()).toBeInTheDocument();
  });

  it('stays hidden once chosen and reopens from the footer with the stored choice', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({ [cookieChoiceStorageKey]: 'true' });
    const { events } = renderConsent(storage);
    expect(panel()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cookie setting' }));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    const analytics = screen.getByRole('switch', { name: 'Analytics and customization cookies' });
    expect(analytics).toBeChecked();
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Confirm My Choices' }));
    expect(storage.getItem(cookieChoiceStorageKey)).toBe('false');
    expect(panel()).not.toBeInTheDocument();
    expect(events()).toEqual(['setCookie_click 103.0.3', 'confirmMyChoices_click 103.0.7']);
    // Focus goes back to what opened the dialog.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cookie setting' })).toHaveFocus(),
    );

    // Reopened again, it reflects the new choice.
    await user.click(screen.getByRole('button', { name: 'Cookie setting' }));
    expect(
      await screen.findByRole('switch', { name: 'Analytics and customization cookies' }),
    ).not.toBeChecked();
  });

  it.each(['yes', '1', '', '{"analytics":true}', 'TRUE'])(
    'asks again when the stored value %j is not a boolean',
    (raw) => {
      renderConsent(createMemoryStorage({ [cookieChoiceStorageKey]: raw }));
      expect(panel()).toBeInTheDocument();
    },
  );

  it('still works when storage throws', async () => {
    const user = userEvent.setup();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const { onChoice } = renderConsent(broken);
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(onChoice).toHaveBeenCalledWith(true);
    expect(panel()).not.toBeInTheDocument();
  });

  it('uses localStorage by default', async () => {
    const user = userEvent.setup();
    localStorage.removeItem(cookieChoiceStorageKey);
    render(<CookieConsent cookiePolicyHref="/cookies" />);
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(localStorage.getItem(cookieChoiceStorageKey)).toBe('true');
    localStorage.removeItem(cookieChoiceStorageKey);
  });
});
