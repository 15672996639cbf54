import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spm } from '../../lib/spm.ts';
import { Footer, copyrightLine } from './index.ts';

function renderFooter(props: Partial<Parameters<typeof Footer>[0]> = {}) {
  const onEvent = vi.fn();
  const onCookieSettings = vi.fn();
  render(
    <Footer
      termsHref="https://quiver.example/terms"
      privacyHref="https://quiver.example/privacy"
      onEvent={onEvent}
      onCookieSettings={onCookieSettings}
      {...props}
    />,
  );
  return { onEvent, onCookieSettings };
}

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prints the copyright range from 2022 to the current year', () => {
    vi.useFakeTimers({ now: new Date(2026, 5, 1), toFake: ['Date'] });
    renderFooter();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2022–2026 Quiver Cloud');
  });

  it('takes the company name and a pinned year', () => {
    renderFooter({ companyName: 'Example Graphs', currentYear: 2030 });
    expect(screen.getByText('© 2022–2030 Example Graphs')).toBeInTheDocument();
  });

  it('prints a single year when the range has not started', () => {
    expect(copyrightLine('Quiver Cloud', 2022, 2022)).toBe('© 2022 Quiver Cloud');
    expect(copyrightLine('Quiver Cloud', 2022, 2021)).toBe('© 2022 Quiver Cloud');
  });

  it('opens Terms and Privacy in a new tab without the opener, and reports the clicks', async () => {
    const user = userEvent.setup();
    const { onEvent } = renderFooter();
    const terms = screen.getByRole('link', { name: 'Terms (opens in a new tab)' });
    const privacy = screen.getByRole('link', { name: 'Privacy (opens in a new tab)' });
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // happy-dom would try to navigate; the click handler is what we test.
      link.addEventListener('click', (event) => event.preventDefault());
    }
    expect(terms).toHaveAttribute('href', 'https://quiver.example/terms');
    await user.click(terms);
    await user.click(privacy);
    expect(onEvent.mock.calls.map(([event]) => [event.eventKey, event.spm])).toEqual([
      ['terms_click', spm.terms_click],
      ['privacy_click', spm.privacy_click],
    ]);
  });

  it('reopens the cookie settings from the keyboard and reports setCookie_click', async () => {
    const user = userEvent.setup();
    const { onEvent, onCookieSettings } = renderFooter();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cookie setting' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCookieSettings).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({
      eventKey: 'setCookie_click',
      spm: '103.0.3',
      actionType: 'click',
    });
  });

  it('translates its texts', () => {
    renderFooter({
      labels: { terms: 'Conditions', cookieSettings: 'Cookies', newTab: '(nouvel onglet)' },
    });
    expect(screen.getByRole('link', { name: 'Conditions (nouvel onglet)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookies' })).toBeInTheDocument();
  });
});
