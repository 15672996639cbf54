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

/** The languages the console has a catalogue for (also what `userLanguage` may store). */
export type Language = 'en' | 'zh';

/** Every message key; a typo is a compile error (see i18next.d.ts), so it cannot reach users. */
export type MessageKey = keyof typeof en;
export type Translator = i18n;

/** The language every user sees, whatever they chose; `null` lets the stored choice win. */
export const forcedLanguage: Language | null = 'en';

export const supportedLanguages: readonly Language[] = ['en', 'zh'];

export const resources = {
  en: { translation: en },
  zh: { translation: zh },
} as const;

export function resolveLanguage(stored: Language | null): Language {
  return forcedLanguage ?? stored ?? 'en';
}

export function createI18n(language: Language): Translator {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: supportedLanguages,
    // Keys are flat strings (`feature.area.phrase`), not nested paths.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
