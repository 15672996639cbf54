/**
 * A react-hook-form resolver whose schema arrives in a chunk of its own: zod and the field rules
 * (about 30 KiB gzip) stay off the first load of the page that shows the form, and load when the
 * visitor first focuses it (`preload`) or, at the latest, when the form is first validated.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from './load-once.ts';

export type LazyResolver<TValues extends FieldValues, TTransformed = TValues> = Resolver<
  TValues,
  unknown,
  TTransformed
> & {
  /** Starts loading the schema (once), e.g. on the form's first focus. */
  preload: () => void;
};

export function lazyResolver<TValues extends FieldValues, TTransformed = TValues>(
  load: () => Promise<Resolver<TValues, unknown, TTransformed>>,
): LazyResolver<TValues, TTransformed> {
  // A failed chunk load (offline, a new deploy) is tried again on the next validation.
  const loaded = loadOnce(load);
  const resolver: Resolver<TValues, unknown, TTransformed> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      loaded().catch(() => undefined);
    },
  });
}
