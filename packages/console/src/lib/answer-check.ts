/**
 * Checking answers against the contract without putting zod on every page. The response schemas
 * (zod and the whole contract, about 30 KiB gzip) load on their own: when a signed-in route loads
 * (its loader asks), and on /login and /register when the visitor starts typing, so a page someone
 * only looks at stays small. Until they have loaded, answers are used as the server sent them (the server checks its
 * own answers outside production); from then on a mismatch is logged and shown as a server error.
 */
import type { Endpoint } from './endpoint.ts';

export type AnswerCheckResult =
  { success: true; data: unknown } | { success: false; error: { issues: readonly unknown[] } };

/** Parses `data` with the response schema of `endpoint`. */
export type AnswerCheck = (endpoint: Endpoint, data: unknown) => AnswerCheckResult;

export interface LazyAnswerCheck {
  /** The check, once loaded. */
  current: () => AnswerCheck | undefined;
  /** Starts loading the schemas (once); resolves when the check is in place. */
  load: () => Promise<void>;
}

export function createLazyAnswerCheck(
  importCheck: () => Promise<AnswerCheck> = () =>
    import('./answer-schemas.ts').then((module) => module.checkAnswer),
): LazyAnswerCheck {
  let check: AnswerCheck | undefined;
  let loading: Promise<void> | undefined;
  return {
    current: () => check,
    load: () =>
      (loading ??= importCheck().then(
        (loaded) => {
          check = loaded;
        },
        (error: unknown) => {
          // A failed chunk load (offline, a new deploy) must not break calls: try again next time.
          loading = undefined;
          console.warn('Could not load the response schemas; answers stay unchecked.', error);
        },
      )),
  };
}
