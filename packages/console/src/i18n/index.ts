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
import zh from './zh.json';
import type { AreaCatalogues } from './areas/area-keys.ts';
import { attachTranslator } from './texts.ts';

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

export function createI18n(language: Language): Translator {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // The core catalogue (what every page may show: shell, sign-in, errors, common words), copied:
    // text areas are added to each translator's own store, never to the imported modules.
    resources: { en: { translation: { ...en } }, zh: { translation: { ...zh } } },
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
