import { describe, expect, it } from 'vitest';
import { prerenderPage } from './prerender.tsx';

describe('prerenderPage', () => {
  it('draws /login as the first render does, with what only the browser knows left out', async () => {
    const html = await prerenderPage('/login');
    expect(html).toContain('>Log in</h1>');
    expect(html).toContain('name="email"');
    // No stored choice at build time: the cookie panel is in the HTML.
    expect(html).toContain('data-slot="cookie-consent"');
    // The way back from the forgot-password page needs the page's origin: added after hydration.
    expect(html).toContain('href="https://quiver.dev/account/forgot-password"');
    expect(html).not.toContain('<script');
  });
});
