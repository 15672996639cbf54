import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../lib/services.tsx';
import { loadOnce } from '../../lib/load-once.ts';
import { userKeys } from '../../data/user/keys.ts';
import type * as CompleteSignIn from './complete-sign-in.ts';

/** Loads what follows a sign-in (./complete-sign-in.ts); `preloadCompleteSignIn` starts it early. */
const loadCompleteSignIn: () => Promise<typeof CompleteSignIn> = loadOnce(
  () => import('./complete-sign-in.ts'),
);

/** Starts loading the post-login routing (e.g. when the visitor starts on the sign-in form). */
export function preloadCompleteSignIn(): void {
  loadCompleteSignIn().catch(() => undefined);
}

/**
 * Stores a new session and sends the user on (spec section 2): the post-login routing table, fed
 * by the calls it needs. Used by every way in: password, two-factor code, social login, register.
 */
export function useCompleteSignIn() {
  const { api, storage, tokens, lazyQueryClient } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useCallback(
    async (session?: { accessToken: string; refreshToken: string }) => {
      if (session !== undefined) tokens.set(session);
      // /login renders before the query client has loaded (lib/lazy-query-client.ts).
      const queryClient = await lazyQueryClient.load();
      // The user of the previous session (if any) must not leak into this one.
      if (session !== undefined) queryClient.removeQueries({ queryKey: userKeys.all });
      const { pathAfterSignIn } = await loadCompleteSignIn();
      const to = await pathAfterSignIn({ api, storage, tokens, queryClient, search });
      await navigate(to, { replace: true });
    },
    [api, lazyQueryClient, navigate, search, storage, tokens],
  );
}
