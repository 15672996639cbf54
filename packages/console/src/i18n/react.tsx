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
    t = remembering(translator, language, translator.getFixedT(language));
    byLanguage.set(language, t);
  }
  return t;
}

/** Enough for every text a few screens show; past it the memory starts again from empty. */
const rememberedTextsMax = 5_000;

/**
 * `translate` that works each text out once: a key asked again with the same values (every row's
 * status, its copy button's labels, its location) answers from memory instead of i18next's lookup,
 * fallback, interpolation and plural steps, about 17 µs a text without throttling. Only a string
 * key with no options or options of plain values (strings, numbers, booleans) is remembered; the
 * memory is emptied whenever texts are added to the translator or removed (a text area arriving
 * with a lazily loaded screen), so a new text is never hidden behind an old answer.
 *
 * A text not yet remembered that is plain (`plainText`) is filled in here; the rest is i18next's.
 * A list page's texts are mostly new ones (each row's name is in its copy and actions labels), so
 * i18next's pipeline was about 8% of the instance list's first render at 4x CPU.
 */
function remembering(translator: i18n, language: string, translate: TFunction): TFunction {
  const texts = new Map<string, unknown>();
  const forget = () => texts.clear();
  translator.store.on('added', forget);
  translator.store.on('removed', forget);
  const call = translate as unknown as (...args: unknown[]) => unknown;
  const remembered = (...args: unknown[]) => {
    const id = args.length <= 2 ? textId(args[0], args[1]) : undefined;
    if (id === undefined) return call(...args);
    if (texts.has(id)) return texts.get(id);
    const options = args[1] as PlainValues | undefined;
    const text =
      plainText(translator.getResource(language, 'translation', args[0] as string), options) ??
      call(...args);
    if (texts.size >= rememberedTextsMax) texts.clear();
    texts.set(id, text);
    return text;
  };
  return Object.assign(remembered, translate) as unknown as TFunction;
}

type PlainValues = Readonly<Record<string, string | number | boolean>>;

/** `{{name}}`, as i18next's interpolation writes a value (any other form is i18next's to read). */
const placeholder = /\{\{(.*?)\}\}/g;
const valueName = /^\s*(\w+)\s*$/;

/**
 * The text i18next would give for `message` (the language's own, found) with `values`, when
 * that is only putting values in place: every `{{name}}` has its value and every value is a
 * placeholder's (an option of another kind, such as `count`, `context` or `defaultValue`, is
 * i18next's to read), and nothing is nested (`$t(…)`), formatted (`{{x, number}}`) or left
 * unescaped (`{{- x}}`). Values are put in as they are (`escapeValue` is off) and are not read
 * again for placeholders (i18next's `skipOnVariables`). Otherwise `undefined`: ask i18next.
 * `react.test.tsx` checks every text of both catalogues against i18next's.
 */
export function plainText(message: unknown, values: PlainValues | undefined): string | undefined {
  if (typeof message !== 'string' || message.includes('$t(')) return undefined;
  if (!message.includes('{{')) return values === undefined ? message : undefined;
  if (values === undefined) return undefined;
  const used = new Set<string>();
  let plain = true;
  const text = message.replace(placeholder, (_match, inner: string) => {
    const name = valueName.exec(inner)?.[1];
    const value = name === undefined ? undefined : values[name];
    if (name === undefined || value === undefined) {
      plain = false;
      return '';
    }
    used.add(name);
    return String(value);
  });
  if (!plain) return undefined;
  for (const name in values) if (!used.has(name)) return undefined;
  return text;
}

/** The memory's key for a call, or `undefined` for one not to remember. */
function textId(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined;
    if (name === 'returnObjects' || name === 'returnDetails') return undefined;
    id += `\u0000${name}\u0001${String(value)}`;
  }
  return id;
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
