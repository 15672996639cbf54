/**
 * Renders a screen (or a part of one) as the app does: the real services (API client, query cache,
 * i18n, toasts) over an in-memory storage, a memory router, and the app's providers. The network is
 * test/server.ts: state the server's answers with `answer` and `refuse` before rendering.
 *
 *   const { user } = renderWithProviders(<ApiKeysSection />);
 *   await user.click(await screen.findByRole('button', { name: 'Create API key' }));
 */
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createServices } from '../src/app/services.ts';
import { createQueryClient } from '../src/app/query-client.ts';
import { Providers } from '../src/app/providers.tsx';
import { createStorage, type StorageBackend } from '../src/lib/storage.ts';

export interface RenderOptions {
  /** The location the screen is shown at (its path and search), `/` by default. */
  at?: string;
  /** Whether a session is stored (the default), so calls that need a user go out signed in. */
  signedIn?: boolean;
  /** More stored values (`localStorage` keys of lib/storage.ts). */
  stored?: Record<string, string>;
  /**
   * The tab's sessionStorage; pass the same one to two renders to see what survives a reload.
   * A fresh, empty one by default.
   */
  session?: StorageBackend;
  /**
   * The query client loads as it does on /login (lib/lazy-query-client.ts): not at once, only when
   * something asks for it, from this loader when one is given. By default it is there from the
   * start, as the routes that load it are not part of these renders.
   */
  lazyQueryClient?: boolean | (() => Promise<QueryClient>);
}

export function memoryBackend(initial: Record<string, string> = {}): StorageBackend {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export function renderWithProviders(
  ui: ReactElement,
  {
    at = '/',
    signedIn = true,
    stored = {},
    session = memoryBackend(),
    lazyQueryClient = false,
  }: RenderOptions = {},
) {
  const signedInTokens: Record<string, string> = signedIn
    ? { accessToken: 'access', refreshToken: 'refresh' }
    : {};
  // The cookie choice is answered, so the consent panel stays out of the way.
  const storage = createStorage(
    memoryBackend({ cookiesSettings: 'true', ...signedInTokens, ...stored }),
    session,
  );
  const services = createServices(
    storage,
    typeof lazyQueryClient === 'function'
      ? lazyQueryClient
      : lazyQueryClient
        ? undefined
        : createQueryClient(),
  );
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [at] });
  services.bindNavigate((to) => void router.navigate(to));
  const user = userEvent.setup();
  const view = render(
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, user, services, router };
}
