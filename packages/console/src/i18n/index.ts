/**
 * i18next with the two catalogues of spec section 1: `en` complete, `zh` mostly untranslated (its
 * missing keys fall back to English). The spec's current behaviour forces English; that is the one
 * setting below, so turning Chinese on is a one-line change.
 *
 * Screens read translations through `./react.tsx` (useTranslation, Trans), never from
 * react-i18next directly, so the translation library stays a detail of this folder.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import type { AreaCatalogues } from './areas/area-keys.ts';
import { attachTranslator, type Catalogue } from './texts.ts';

/** The languages the console has a catalogue for (also what `userLanguage` may store). */
export type Language = 'en' | 'zh';

/** Every message key; a typo is a compile error (see i18next.d.ts), so it cannot reach users. */
export type MessageKey = keyof (typeof en & AreaCatalogues);
export type Translator = i18n;

/** The language every user sees, whatever they chose; `null` lets the stored choice win. */
export const forcedLanguage: Language | null = 'en';

export const supportedLanguages: readonly Language[] = ['en', 'zh'];

/**
 * A key no loaded catalogue has: a typo is a compile error, so this means the screen did not import
 * its text area (areas/README.md). Tests fail on it; development builds say so in the console.
 */
function reportMissingText(_languages: readonly string[], _namespace: string, key: string) {
  const message = `Missing text "${key}": import its area (src/i18n/areas) in the module that renders it`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message);
}

export function resolveLanguage(stored: Language | null): Language {
  return forcedLanguage ?? stored ?? 'en';
}

/**
 * The core catalogue of each language but English, loaded when a page shows that language. English
 * is every key's fallback, so it ships with every page; Chinese (0.6 KiB gzip) is not something
 * /login should carry for visitors who never see it, and while English is forced, nobody does.
 */
const laterCoreCatalogues: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  zh: () => import('./zh.json').then((module) => module.default),
};

/**
 * A translator showing `language`, with English's core catalogue only: it shows English until
 * `showLanguage` has loaded the language's own core catalogue (the app awaits that before it
 * draws: main.tsx).
 */
export function createI18n(language: Language): Translator {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // The core catalogue (what every page may show: shell, sign-in, errors, common words), copied:
    // text areas are added to each translator's own store, never to the imported modules.
    resources: { en: { translation: { ...en } } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: supportedLanguages,
    // Keys are flat strings (`feature.area.phrase`), not nested paths.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: reportMissingText,
  });
  attachTranslator(instance);
  return instance;
}

const coreLoaded = new WeakMap<Translator, Set<Language>>();

/** Loads `language`'s core catalogue into the translator (once), then switches it to `language`. */
export async function showLanguage(translator: Translator, language: Language): Promise<void> {
  const loaded = coreLoaded.get(translator) ?? new Set<Language>(['en']);
  coreLoaded.set(translator, loaded);
  if (!loaded.has(language)) {
    const catalogue = await laterCoreCatalogues[language as Exclude<Language, 'en'>]();
    // Added, not replaced: the language's bundle may already hold the text areas' keys.
    translator.addResources(language, 'translation', catalogue);
    loaded.add(language);
  }
  await translator.changeLanguage(language);
}

/** A translator showing `language` with its core catalogue loaded. */
export async function loadI18n(language: Language): Promise<Translator> {
  const translator = createI18n(language);
  await showLanguage(translator, language);
  return translator;
}
