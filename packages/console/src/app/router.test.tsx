import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { codes } from '@quiver/contract/wire';
import { createConsoleRouter, createRoutes } from './router.tsx';
import { createServices } from './services.ts';
import * as signedInRoutes from './signed-in-routes.tsx';
import type { SignedInRoutes } from './screen-route.ts';
import { Providers } from './providers.tsx';
import { createStorage, type StorageBackend } from '../lib/storage.ts';
import { auth, instance, notice, questionnaire, user as userRoutes } from '../data/endpoints.ts';
import { answer, refuse, server } from '../../test/server.ts';
import { clusters as cluster } from '../data/clusters/endpoints.ts';
import { vpc } from '../data/vpc/endpoints.ts';
import { answerSummary, billDetailOf, cardOf, dailyOf } from '../../test/billing.ts';
import { billing } from '../data/billing/endpoints.ts';
import { instanceOf, productOf, withTableLayout } from '../../test/instances.ts';
import { placeNameAnswers } from '../../test/catalogue.ts';
import { notify } from '../lib/notify.ts';

function memoryBackend(initial: Record<string, string> = {}): StorageBackend {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const userOf = (isQuiver: boolean, status: 'NORMAL' | 'LIMITED' = 'NORMAL') => ({
  id: '1',
  email: isQuiver ? 'ops@quiver.dev' : 'ada@example.com',
  identityType: 'email' as const,
  isTwofa: true,
  isQuiver,
  status,
  name: 'Ada',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
});

/**
 * The real route table over the msw server (test/server.ts): the user and the notice are answered,
 * the social sign-in is off, the instance calls are not available yet; a test adds the answers it
 * is about with `server.use`.
 */
function renderAt(
  path: string,
  {
    token = true,
    isQuiver = false,
    status = 'NORMAL' as 'NORMAL' | 'LIMITED',
    /** Answers that take the place of the defaults above (which a later `server.use` would be late for). */
    answers = [] as Parameters<typeof server.use>,
    /** The routes inside the layout (the real ones unless a test watches one of their parts). */
    signedIn = signedInRoutes as SignedInRoutes,
  } = {},
) {
  const lookups: string[] = [];
  server.use(
    // First: of the handlers of one `server.use`, the first that matches answers.
    ...answers,
    answer(userRoutes.info, () => {
      lookups.push('user.info');
      return userOf(isQuiver, status);
    }),
    answer(notice.get, null),
    answer(auth.githubLoginStart, { enabled: false }),
    answer(auth.googleLoginStart, { enabled: false }),
    refuse(instance.count, codes.refused, 'Not available yet.'),
    refuse(instance.guide, codes.refused, 'Not available yet.'),
    answer(instance.list, { items: [], total: 0, page: 1, pageSize: 20 }),
    answer(cluster.list, { items: [], total: 0, page: 1, pageSize: 20 }),
    // The dashboard's month card.
    answerSummary(),
  );
  const services = createServices(
    createStorage(
      memoryBackend(
        token
          ? { accessToken: 'a', refreshToken: 'r', cookiesSettings: 'true' }
          : { cookiesSettings: 'true' },
      ),
    ),
  );
  const router = createMemoryRouter(createRoutes(services, signedIn), {
    initialEntries: [path],
  });
  services.bindNavigate((to) => void router.navigate(to));
  render(
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, lookups };
}

// The first render of a route loads its lazy module (and the design system) cold; on a busy CI
// machine that can take seconds, which is load, not a failure.
const slow = { timeout: 15_000 };

describe('routes', { timeout: 30_000 }, () => {
  withTableLayout();
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a token to /login with the returnUrl, without a user lookup', async () => {
    const { router, lookups } = renderAt('/accounts', { token: false });
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Faccounts');
    expect(lookups).toEqual([]);
  });

  it('redirects a customer away from /VPC-Network to /', async () => {
    const { router } = renderAt('/VPC-Network');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    await screen.findByRole('heading', { name: 'Welcome, Ada' }, slow);
  });

  it('shows /VPC-Network/Configure to staff', async () => {
    server.use(
      answer(vpc.networks, {
        defaults: { vpcCidr: '10.0.0.0/16', subnetCidr: '10.0.0.0/20', publicAccess: true },
        items: [],
      }),
    );
    const { router } = renderAt('/VPC-Network/Configure', { isQuiver: true });
    await screen.findByRole('heading', { name: "Configure a region's network" }, slow);
    expect(router.state.location.pathname).toBe('/VPC-Network/Configure');
  });

  it('shows a not-found screen inside the layout for an unknown path, with the way back', async () => {
    const { router } = renderAt('/accountSettings');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, slow);
    expect(screen.getByText(/There is no page at \/accountSettings/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(router.state.location.pathname).toBe('/accountSettings');
  });

  it('lets a LIMITED account see its bills and open one (it reads and pays bills)', async () => {
    server.use(
      answer(billing.daily, dailyOf([])),
      answer(billing.bills, { items: [billDetailOf()], total: 1, page: 1, pageSize: 10 }),
      answer(billing.credits, { items: [], total: 0, page: 1, pageSize: 10 }),
      answer(billing.invoices, { items: [], total: 0, page: 1, pageSize: 10 }),
      answer(billing.paymentMethods, { items: [cardOf()] }),
      answer(billing.billDetail, billDetailOf()),
    );
    const { router } = renderAt('/billings', { status: 'LIMITED' });
    await screen.findByRole('heading', { level: 1, name: 'Billings' }, slow);
    expect(
      await screen.findByRole('button', { name: 'Pay bill B2026-02-000002 now' }, slow),
    ).toBeEnabled();
    await userEvent.click(screen.getByRole('link', { name: 'B2026-02-000002' }));
    await screen.findByRole('heading', { level: 1, name: 'Bill B2026-02-000002' }, slow);
    expect(router.state.location.pathname).toBe('/billingsDetail');
    expect(router.state.location.search).toBe('?id=bill-2');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it("asks for the list's page as the route loads, once, with the address's filters", async () => {
    const sent: unknown[] = [];
    renderAt('/quiverGraphInstanceManagement?status=stopped&page=2', {
      answers: [
        answer(instance.list, (params) => {
          sent.push(params);
          return { items: [instanceOf({ name: 'orders' })], total: 21, page: 2, pageSize: 20 };
        }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'orders' }, slow)).toBeVisible();
    // As the query string carries them.
    expect(sent).toEqual([{ page: '2', pageSize: '20', status: 'STOPPED' }]);
  });

  it('asks for the clusters beside the list as the route loads, once, and not under another kind', async () => {
    const sent: unknown[] = [];
    const clusterPages = answer(cluster.list, (params) => {
      sent.push(params);
      return { items: [], total: 0, page: 1, pageSize: 20 };
    });
    const { router } = renderAt('/quiverGraphInstanceManagement?status=stopped&name=ord&page=2', {
      answers: [clusterPages],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Instances' }, slow)).toBeVisible();
    // The first page beside the instances, with the same status and name.
    await waitFor(() =>
      expect(sent).toEqual([{ page: '1', pageSize: '20', status: 'STOPPED', name: 'ord' }]),
    );
    // An account without clusters never sees their section, not even while it loads.
    expect(screen.queryByRole('heading', { name: 'Powerhouse clusters' })).toBeNull();
    await router.navigate('/quiverGraphInstanceManagement?kind=BLAZE');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=BLAZE'));
    expect(sent).toHaveLength(1);
  });

  it('changes the query string without running the loaders again, and the path with them', async () => {
    const pages: unknown[] = [];
    const { router } = renderAt('/quiverGraphInstanceManagement', {
      answers: [
        answer(instance.list, (params) => {
          pages.push(params['page']);
          return {
            items: [instanceOf({ name: `orders-${params['page']}` })],
            total: 21,
            page: 1,
            pageSize: 20,
          };
        }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'orders-1' }, slow)).toBeVisible();
    const states: string[] = [];
    const unsubscribe = router.subscribe((state) => states.push(state.navigation.state));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    // Completed at once: no loading state, the new address in the click's own update.
    expect(states).toEqual(['idle']);
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'orders-2' }, slow)).toBeVisible();
    // The screen's query asked for the new page, once.
    expect(pages).toEqual(['1', '2']);
    await router.navigate('/dashboard');
    expect(states).toContain('loading');
    unsubscribe();
  });

  it('says once why the list failed when the call made as the route loads is refused', async () => {
    const errors = vi.spyOn(notify, 'error');
    renderAt('/quiverGraphInstanceManagement', {
      answers: [refuse(instance.list, codes.refused, 'The list is not available.')],
    });
    expect(await screen.findByText('The instances could not be loaded.', {}, slow)).toBeVisible();
    expect(errors.mock.calls).toEqual([['The list is not available.']]);
  });

  it("loads the instance list's code once the first signed-in page is idle, once", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const preloadMainScreens = vi.fn();
    const { router } = renderAt('/dashboard', {
      signedIn: { ...signedInRoutes, preloadMainScreens },
    });
    await screen.findByRole('heading', { name: 'Welcome, Ada' }, slow);
    expect(preloadMainScreens).not.toHaveBeenCalled();
    // Another query string runs the layout's loader again.
    await router.navigate('/accounts?from=dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(preloadMainScreens).toHaveBeenCalledOnce();
  });

  it('shows the instance list at the post-login alias', async () => {
    renderAt('/quiverGraphCloudDatabase');
    await screen.findByRole('heading', { level: 1, name: 'Instances' }, slow);
    expect(await screen.findByRole('heading', { name: 'No instances yet' }, slow)).toBeVisible();
  });
});

describe('login dialog', { timeout: 30_000 }, () => {
  it('asks for the two-factor code, then signs in and follows the post-login routing', async () => {
    const logins: unknown[] = [];
    const { router } = renderAt('/login?returnUrl=%2Fhelp', { token: false });
    server.use(
      answer(auth.login, (body) => {
        logins.push(body);
        return body.totpCode === undefined
          ? { mfaRequired: true as const }
          : { accessToken: 'a2', refreshToken: 'r2' };
      }),
      answer(questionnaire.guide, false),
    );
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Quiver-Test-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Two-factor authentication' }, slow);
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'), slow);
    expect(logins).toEqual([
      { email: 'ada@example.com', password: 'Quiver-Test-42' },
      { email: 'ada@example.com', password: 'Quiver-Test-42', totpCode: '123456' },
    ]);
  });

  it("puts the focus on each step's heading, or its code field, as a step replaces the link that led to it", async () => {
    renderAt('/login', { token: false });
    server.use(answer(auth.login, { mfaRequired: true as const }));
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    const user = userEvent.setup();
    // The first page of a visit: the focus is where the browser put it.
    expect(document.body).toHaveFocus();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Quiver-Test-42');
    await user.keyboard('{Enter}');
    // The code step places the focus itself, in its field.
    await waitFor(() => expect(screen.getByLabelText('Authentication code')).toHaveFocus(), slow);
    await user.click(screen.getByRole('button', { name: "Can't use your authenticator?" }));
    const help = await screen.findByRole(
      'heading',
      { name: "Can't use your authenticator?" },
      slow,
    );
    await waitFor(() => expect(help).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back to the code' }));
    await waitFor(() => expect(screen.getByLabelText('Authentication code')).toHaveFocus(), slow);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const login = await screen.findByRole('heading', { name: 'Log in' }, slow);
    await waitFor(() => expect(login).toHaveFocus());
    // What was typed before the code step is there to send again.
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Quiver-Test-42');
  });

  it("after Log out, puts the focus on the sign-in's heading, not the page's body", async () => {
    const { router } = renderAt('/help', { answers: [answer(auth.logout, null)] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    const login = await screen.findByRole('heading', { name: 'Log in' }, slow);
    await waitFor(() => expect(login).toHaveFocus());
  });

  it('says how many tries are left when the server warns of its lock, for the password and the code', async () => {
    renderAt('/login', { token: false });
    server.use(
      refuse(
        auth.login,
        codes.refused,
        'Incorrect account or password.',
        undefined,
        'incorrectAccountOrPassword',
        2,
      ),
    );
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Incorrect account or password.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have 2 more tries before sign-in with this e-mail is paused.',
    );

    server.use(
      answer(auth.login, (body) => {
        if (body.totpCode === undefined) return { mfaRequired: true as const };
        throw new Error('answered below');
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // A new try clears the warning; the code step has its own.
    const code = await screen.findByLabelText('Authentication code', {}, slow);
    expect(screen.queryByText(/more tries? before sign-in/)).toBeNull();
    server.use(
      refuse(
        auth.login,
        codes.refused,
        'Incorrect security code.',
        { totpCode: 'api.totp-code-used' },
        'incorrectSecurityCode',
        1,
      ),
    );
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // A code already spent says so, under its field.
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'This code was already used. Enter the next code your app shows.',
      ),
    );
    expect(
      await screen.findByText(
        'You have 1 more try before sign-in with this e-mail is paused.',
        {},
        slow,
      ),
    ).toBeVisible();
  });

  it('shows the LoginFailed step after a failed GitHub sign-in', async () => {
    renderAt('/login?githubLoginFailed=1', { token: false });
    await screen.findByRole('heading', { name: 'Login failed.' }, slow);
    expect(screen.getByText(/could not sign you in with GitHub/)).toBeInTheDocument();
  });

  it('shows a refused password in the form, without leaving /login', async () => {
    const { router } = renderAt('/login', { token: false });
    server.use(refuse(auth.login, codes.refused, 'Incorrect account or password.'));
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect account or password.', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('login form (a plain form: no react-hook-form on /login)', { timeout: 30_000 }, () => {
  it('checks on submit, focuses the first invalid field, then checks again as the visitor types', async () => {
    const logins: unknown[] = [];
    renderAt('/login', { token: false });
    server.use(
      answer(auth.login, (body) => {
        logins.push(body);
        return { mfaRequired: true as const };
      }),
    );
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const emailInput = screen.getByLabelText('E-mail');
    expect(await screen.findByText('Enter your e-mail address.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await waitFor(() => expect(emailInput).toHaveFocus());
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription('Enter your e-mail address.');
    await user.type(emailInput, 'ada@');
    expect(await screen.findByText('Not a valid email address.')).toBeInTheDocument();
    await user.type(emailInput, 'example.com');
    await waitFor(() => expect(screen.queryByText('Not a valid email address.')).toBeNull());
    expect(emailInput).not.toHaveAttribute('aria-invalid');
    // The other field keeps its message until it changes.
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(logins).toEqual([]);
  });

  it("shows the server's field errors in place, focused, and its message above the button", async () => {
    renderAt('/login', { token: false });
    server.use(
      refuse(auth.login, codes.refused, 'Check the fields.', { password: 'api.password-too-long' }),
    );
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Password must be at most 64 characters long.', {}, slow),
    ).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('arrival at /login or /register with a stored session', { timeout: 30_000 }, () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each(['/login', '/register'])(
    'goes from %s to the dashboard without looking the user up first',
    async (path) => {
      window.history.replaceState(null, '', path);
      const lookups: string[] = [];
      server.use(
        answer(userRoutes.info, () => {
          lookups.push(window.location.pathname);
          return userOf(false);
        }),
        answer(notice.get, null),
        answer(instance.count, { instanceNum: 0, byKind: { BLAZE: 0, POWERHOUSE: 0, MANAGER: 0 } }),
        answer(instance.list, { items: [], total: 0, page: 1, pageSize: 5 }),
        answerSummary(),
      );
      const services = createServices(
        createStorage(
          memoryBackend({ accessToken: 'a', refreshToken: 'r', cookiesSettings: 'true' }),
        ),
      );
      const router = await createConsoleRouter(services);
      render(
        <Providers services={services}>
          <RouterProvider router={router} />
        </Providers>,
      );
      await screen.findByRole('heading', { name: 'Welcome, Ada' }, slow);
      expect(router.state.location.pathname).toBe('/dashboard');
      // The one lookup is the dashboard's, made at /dashboard: none was made at /login.
      expect(lookups).toEqual(['/dashboard']);
      router.dispose();
    },
  );

  it('adds the signed-in routes on the first navigation past /login', async () => {
    window.history.replaceState(null, '', '/login');
    server.use(
      answer(userRoutes.info, userOf(false)),
      answer(notice.get, null),
      answer(auth.githubLoginStart, { enabled: false }),
      answer(auth.googleLoginStart, { enabled: false }),
    );
    const storage = createStorage(memoryBackend({ cookiesSettings: 'true' }));
    const services = createServices(storage);
    const router = await createConsoleRouter(services);
    // /login starts with the public routes only.
    expect(router.routes.map((route) => route.path)).not.toContain('/');
    render(
      <Providers services={services}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    storage.accessToken.set('a');
    storage.refreshToken.set('r');
    await router.navigate('/accountSettings');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, slow);
    expect(router.state.location.pathname).toBe('/accountSettings');
    router.dispose();
  });

  it('titles each page "<Page> · Quiver Cloud" and changes the title as the visitor moves', async () => {
    window.history.replaceState(null, '', '/login');
    document.title = 'Quiver Cloud';
    server.use(
      answer(userRoutes.info, userOf(false)),
      answer(notice.get, null),
      answer(auth.githubLoginStart, { enabled: false }),
      answer(auth.googleLoginStart, { enabled: false }),
    );
    const storage = createStorage(memoryBackend({ cookiesSettings: 'true' }));
    const services = createServices(storage);
    const router = await createConsoleRouter(services);
    render(
      <Providers services={services}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    expect(document.title).toBe('Log in · Quiver Cloud');
    await router.navigate('/register');
    await waitFor(() => expect(document.title).toBe('Sign up · Quiver Cloud'), slow);
    storage.accessToken.set('a');
    storage.refreshToken.set('r');
    await router.navigate('/accountSettings');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, slow);
    expect(document.title).toBe('Page not found · Quiver Cloud');
    // A page about one instance names it first, and only while it is shown.
    server.use(
      answer(instance.detail, instanceOf({ id: 'inst-1', name: 'orders' })),
      refuse(instance.connect, codes.refused, 'Not answered here.'),
      answer(instance.productDetail, productOf('inst-1')),
      ...placeNameAnswers(),
      answer(instance.list, { items: [], total: 0, page: 1, pageSize: 20 }),
      answer(cluster.list, { items: [], total: 0, page: 1, pageSize: 20 }),
    );
    await router.navigate('/blaze/quiverGraphDetail?id=inst-1');
    await screen.findByRole('heading', { level: 1, name: 'orders' }, slow);
    await waitFor(() => expect(document.title).toBe('orders · Blaze instance · Quiver Cloud'));
    await router.navigate('/quiverGraphInstanceManagement');
    await screen.findByRole('heading', { level: 1, name: 'Instances' }, slow);
    expect(document.title).toBe('Instances · Quiver Cloud');
    router.dispose();
  });

  it('leaves a signed-out visitor on /login', async () => {
    window.history.replaceState(null, '', '/login');
    server.use(
      answer(notice.get, null),
      answer(auth.githubLoginStart, { enabled: false }),
      answer(auth.googleLoginStart, { enabled: false }),
    );
    const services = createServices(createStorage(memoryBackend({ cookiesSettings: 'true' })));
    const router = await createConsoleRouter(services);
    render(
      <Providers services={services}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByRole('heading', { name: 'Log in' }, slow);
    expect(router.state.location.pathname).toBe('/login');
    router.dispose();
  });
});
