/**
 * The console's translations: the two catalogues of spec section 1, `en` complete and `zh` mostly
 * untranslated (its missing keys fall back to English). The spec's current behaviour forces English;
 * that is the one setting below, so turning Chinese on is a one-line change.
 *
 * A small translator of our own rather than i18next: the catalogues are flat keys with `{{name}}`
 * placeholders and nothing else (no plurals, namespaces or nesting), and i18next with react-i18next
 * was ~20 KiB gzip on every first load (docs/decisions.md, Console). Screens read it through
 * `useTranslation` / `Trans` from `./react.tsx`, which keep react-i18next's shape.
 */
import en from './en.json';
import zh from './zh.json';
import type { Language } from '../lib/storage.ts';

/** Every message key; a typo is a compile error, so it cannot reach users as a raw key. */
export type MessageKey = keyof typeof en;
export type MessageValues = Readonly<Record<string, unknown>>;
type Catalogue = Readonly<Partial<Record<MessageKey, string>>>;

/** The language every user sees, whatever they chose; `null` lets the stored choice win. */
export const forcedLanguage: Language | null = 'en';

export const supportedLanguages: readonly Language[] = ['en', 'zh'];

export const resources: Readonly<Record<Language, { translation: Catalogue }>> = {
  en: { translation: en },
  zh: { translation: zh },
};

export function resolveLanguage(stored: Language | null): Language {
  return forcedLanguage ?? stored ?? 'en';
}

export interface Translator {
  readonly language: Language;
  /** The message in the current language (else English, else the key), placeholders filled in. */
  t(key: MessageKey, values?: MessageValues): string;
}

/** `{{name}}` (spaces allowed inside the braces) replaced by `values.name`; unknown names stay. */
export function interpolate(text: string, values: MessageValues | undefined): string {
  if (values === undefined) return text;
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export function createI18n(language: Language): Translator {
  const own = resources[language].translation;
  const fallback = resources.en.translation;
  return {
    language,
    t: (key, values) => interpolate(own[key] ?? fallback[key] ?? key, values),
  };
}
