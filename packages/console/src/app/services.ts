/**
 * The console's long-lived objects (lib/services.tsx), created once per page: stored values, the
 * API client, the query cache, the event-tracking queue and i18n. Navigation is bound late, because
 * the router is created after the client it uses.
 */
import { createApiClient } from '../lib/api.ts';
import { createLazyAnswerCheck } from '../lib/answer-check.ts';
import { appStorage, createTokenStore, type AppStorage } from '../lib/storage.ts';
import { createTrackingQueue } from '../lib/tracking-queue.ts';
import type { Services } from '../lib/services.tsx';
import { createI18n, resolveLanguage } from '../i18n/index.ts';
import { auth } from '../data/auth/endpoints.ts';
import { tracking as trackingEndpoints } from '../data/tracking/endpoints.ts';
import { createLazyQueryClient } from '../lib/lazy-query-client.ts';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../lib/notify.ts';
import { preloadSignedInScreens } from './routes.tsx';

/**
 * `queryClient` is given by tests, which render screens without the routes that load it (or a
 * loader, to decide when it arrives); the app loads it lazily (lib/lazy-query-client.ts).
 */
export function createServices(
  storage: AppStorage = appStorage,
  queryClient?: QueryClient | (() => Promise<QueryClient>),
): Services {
  const tokens = createTokenStore(storage);
  const i18n = createI18n(resolveLanguage(storage.userLanguage.get()));
  let navigate = (to: string) => window.location.assign(to);
  const answerCheck = createLazyAnswerCheck();
  const api = createApiClient({
    tokens,
    notifyError: (message) => notify.error(message),
    navigate: (to) => navigate(to),
    currentLocation: () => `${window.location.pathname}${window.location.search}`,
    language: () => i18n.language,
    translate: (key) => i18n.t(key),
    refreshEndpoint: auth.refreshToken,
    answerCheck: answerCheck.current,
  });
  const tracking = createTrackingQueue({
    send: (payload) => api.call(trackingEndpoints.create, payload, { background: true }),
    // The server refused the event itself (-1003): no retry can make it acceptable.
    isPermanentFailure: (error) =>
      typeof error === 'object' && error !== null && (error as { code?: unknown }).code === -1003,
  });
  const lazyQueryClient = createLazyQueryClient(
    queryClient ?? (() => import('./query-client.ts').then((module) => module.createQueryClient())),
  );
  return {
    storage,
    tokens,
    api,
    get queryClient() {
      const client = lazyQueryClient.current();
      if (client === undefined)
        throw new Error(
          'The query client is used before it loaded: a route that needs it awaits lazyQueryClient.load()',
        );
      return client;
    },
    lazyQueryClient,
    tracking,
    i18n,
    answerCheck,
    preloadSignedInScreens: () => {
      lazyQueryClient.load().catch(() => undefined);
      preloadSignedInScreens();
    },
    bindNavigate: (next) => {
      navigate = next;
    },
  };
}
