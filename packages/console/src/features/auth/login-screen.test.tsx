import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { answer, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { auth } from '../../data/auth/endpoints.ts';
import { notice } from '../../data/notice/endpoints.ts';
import { user as userCalls } from '../../data/user/endpoints.ts';
import { questionnaire } from '../../data/questionnaire/endpoints.ts';
import { instance } from '../../data/instance/endpoints.ts';
import { routePaths } from '../../lib/brand.ts';
import { viewerOf } from '../../../test/instances.ts';
import { createQueryClient } from '../../app/query-client.ts';
import { LoginScreen } from './login-screen.tsx';

// /login is the page every customer waits for: its first step, the notice bar and the social
// buttons render before TanStack Query has loaded (lib/lazy-query-client.ts). A query hook added
// to them throws here ("No QueryClient set").
function renderLogin(loadQueryClient: boolean | (() => Promise<QueryClient>) = true) {
  server.use(
    answer(notice.get, null),
    answer(auth.googleLoginStart, {
      enabled: true,
      authorizeUrl: 'https://accounts.example.com/o/oauth2',
      state: 'state-of-sixteen-chars',
    }),
    answer(auth.githubLoginStart, { enabled: false }),
  );
  return renderWithProviders(<LoginScreen />, {
    at: '/login',
    signedIn: false,
    lazyQueryClient: loadQueryClient,
  });
}

describe('LoginScreen before the query client has loaded', () => {
  it('shows the form and the configured social sign-in, and loads the client once the visitor starts', async () => {
    const { user, services } = renderLogin();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue with GitHub' })).not.toBeInTheDocument();
    expect(services.lazyQueryClient.current()).toBeUndefined();

    await user.click(screen.getByLabelText('E-mail'));
    await waitFor(() => expect(services.lazyQueryClient.current()).toBeDefined());
  });

  it('asks for the code without the client, and finishes the sign-in once the client is in', async () => {
    server.use(answer(auth.login, { mfaRequired: true }));
    // The client arrives when the test says so: the code step must not need it, the sign-in it
    // completes must wait for it.
    let arrive = (_client: QueryClient) => {};
    const { user, services, router } = renderLogin(
      () => new Promise<QueryClient>((resolve) => (arrive = resolve)),
    );
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByLabelText('Authentication code')).toBeVisible();
    expect(services.lazyQueryClient.current()).toBeUndefined();

    server.use(
      answer(auth.login, { accessToken: 'access-2', refreshToken: 'refresh-2' }),
      answer(userCalls.info, viewerOf()),
      answer(questionnaire.guide, false),
      answer(instance.guide, true),
    );
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in…');
    expect(router.state.location.pathname).toBe('/login');

    await act(async () => arrive(createQueryClient()));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.cloudDatabase));
  });
});
