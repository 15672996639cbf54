/**
 * Taking over a prerendered page (src/prerender.tsx): whether the markup in #root may be hydrated,
 * and what the visitor typed into it before the app was ready, so hydration does not wipe it.
 */

/** Parameters that do not change what /login shows; any other one (a failed social sign-in, a
 * provider's return, a marketplace link) does, and the server sends the empty shell for it
 * (packages/server/src/http/console-static.ts applies the same rule). */
const plainArrivalParameters = new Set(['returnUrl', 'redirect']);

/** True when `search` holds no parameter but those that leave /login (and /register) as they are. */
export function isPlainArrivalSearch(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((key) => plainArrivalParameters.has(key));
}

export function isPrerenderedArrival(location: { pathname: string; search: string }): boolean {
  return /^\/login\/?$/i.test(location.pathname) && isPlainArrivalSearch(location.search);
}

let typedBeforeHydration = new Map<string, string>();

/** Remembers the non-empty text fields of the prerendered markup, before hydration. */
export function rememberTypedFields(root: ParentNode): void {
  typedBeforeHydration = new Map(
    [...root.querySelectorAll('input[name]')]
      .filter((input): input is HTMLInputElement => input instanceof HTMLInputElement)
      .filter((input) => input.value !== '')
      .map((input) => [input.name, input.value]),
  );
}

/** What was typed into field `name` before the app was ready (once: later mounts start empty). */
export function takeTypedField(name: string): string | undefined {
  const value = typedBeforeHydration.get(name);
  typedBeforeHydration.delete(name);
  return value;
}
