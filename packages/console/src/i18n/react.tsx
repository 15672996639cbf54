/**
 * The one door screens use to translate: `const { t } = useTranslation()` and `<Trans>` for
 * messages with markup. Backed by i18next (the instance comes from `./index.ts`, handed down by
 * `I18nProvider`).
 */
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { TFunction, i18n } from 'i18next';

export { I18nextProvider as I18nProvider, Trans } from 'react-i18next';
export type { TFunction } from 'i18next';
export type { MessageKey, Translator } from './index.ts';

type Subscribe = (onChange: () => void) => () => void;

const subscriptions = new WeakMap<i18n, Subscribe>();
const translators = new WeakMap<i18n, Map<string, TFunction>>();

/** Listens for the translator's language changes (one function per translator, so React keeps it). */
function languageChanges(translator: i18n): Subscribe {
  let subscribe = subscriptions.get(translator);
  if (subscribe === undefined) {
    subscribe = (onChange) => {
      translator.on('languageChanged', onChange);
      return () => translator.off('languageChanged', onChange);
    };
    subscriptions.set(translator, subscribe);
  }
  return subscribe;
}

/** The translator's `t` for `language`, made once and shared by every component that asks. */
function translatorFor(translator: i18n, language: string): TFunction {
  let byLanguage = translators.get(translator);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    translators.set(translator, byLanguage);
  }
  let t = byLanguage.get(language);
  if (t === undefined) {
    t = translator.getFixedT(language);
    byLanguage.set(language, t);
  }
  return t;
}

/**
 * `t` in the reader's language, and the translator. The same contract as react-i18next's hook
 * without its cost per component (options, namespaces, readiness, a state and an effect each): a
 * list of 20 rows asks it from some 80 components, and at 4x throttling react-i18next's hook took
 * about 45 ms of the instance list's first render. The catalogues are bundled and every text area
 * is imported by the module that renders it, so nothing is ever waited for; a language change
 * re-renders every component that translates, as before.
 */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const translator = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    languageChanges(translator),
    () => translator.language,
    () => translator.language,
  );
  return { t: translatorFor(translator, language), i18n: translator };
}
