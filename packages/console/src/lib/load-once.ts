/**
 * `load` (a chunk's `import()`) run once, its promise shared by every caller; a failed load
 * (offline, a new deploy) is tried again by the next caller. Awaiting the settled promise costs a
 * microtask, where a second `import()` of a module already loaded still waits for a task of its own.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
