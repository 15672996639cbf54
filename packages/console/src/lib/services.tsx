/**
 * The console's long-lived objects as screens and data hooks see them: their shape, and the React
 * context that hands them down. `app/services.ts` creates them once per page; tests create their
 * own (test/render.tsx).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api.ts';
import type { LazyAnswerCheck } from './answer-check.ts';
import type { LazyQueryClient } from './lazy-query-client.ts';
import type { AppStorage, TokenStore } from './storage.ts';
import type { TrackingQueue } from './tracking-queue.ts';
import type { Translator } from '../i18n/index.ts';

export interface Services {
  storage: AppStorage;
  tokens: TokenStore;
  api: ApiClient;
  /**
   * The query cache. It loads apart from the page (`lazyQueryClient`): reading it before then
   * throws. The signed-in routes and /register wait for it before they render.
   */
  readonly queryClient: QueryClient;
  lazyQueryClient: LazyQueryClient;
  tracking: TrackingQueue;
  i18n: Translator;
  /** The contract's response schemas, loaded apart from the page (lib/answer-check.ts). */
  answerCheck: LazyAnswerCheck;
  /**
   * Starts loading what a sign-in leads to (its screens and calls), while the server checks the
   * password. The route table knows what that is; the sign-in calls only say when.
   */
  preloadSignedInScreens: () => void;
  /** Set by the router once it exists; until then navigation is a full page load. */
  bindNavigate: (navigate: (to: string) => void) => void;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

export function useApi() {
  return useServices().api;
}
