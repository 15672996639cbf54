/**
 * Texts of a part of the console that not every page shows (an "area": the instance screens,
 * billing, ...), kept out of the catalogue every page loads. An area's module registers its texts
 * when it is first imported; the feature modules that use them import it, so the texts arrive with
 * the lazily loaded screen that needs them and /login carries none of them.
 *
 * Keys of an area start with the area's name (`instances.list.title` lives in `areas/instances`);
 * `catalogue.test.ts` checks that, and that no key is defined twice.
 */
import type { i18n } from 'i18next';

export type Catalogue = Readonly<Record<string, string>>;

export interface AreaTexts {
  /** Complete: every key of the area. */
  en: Catalogue;
  /** Chinese; a missing key falls back to English. */
  zh: Catalogue;
}

const registered = new Map<string, AreaTexts>();
const translators = new Set<i18n>();

function addTo(translator: i18n, texts: AreaTexts) {
  for (const language of ['en', 'zh'] as const)
    translator.addResources(language, 'translation', texts[language]);
}

/** Adds an area's texts to every translator, now and later. Registering an area twice is a no-op. */
export function registerTexts(area: string, texts: AreaTexts): void {
  if (registered.has(area)) return;
  registered.set(area, texts);
  for (const translator of translators) addTo(translator, texts);
}

/** Called for each translator the console creates, so areas registered before it reach it too. */
export function attachTranslator(translator: i18n): () => void {
  translators.add(translator);
  for (const texts of registered.values()) addTo(translator, texts);
  return () => translators.delete(translator);
}

/** The areas registered so far (tests). */
export function registeredAreas(): readonly string[] {
  return [...registered.keys()];
}
