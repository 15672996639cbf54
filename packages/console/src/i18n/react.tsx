/**
 * React access to the translator of `./index.ts`, shaped like react-i18next's (`useTranslation`,
 * `Trans`) so screens read the same way: `const { t } = useTranslation()`.
 */
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  createI18n,
  interpolate,
  resolveLanguage,
  type MessageKey,
  type MessageValues,
  type Translator,
} from './index.ts';

export type { MessageKey, Translator };
export type TFunction = Translator['t'];

const I18nContext = createContext<Translator | null>(null);
/** Outside a provider (a component rendered alone in a test), English. */
let fallbackTranslator: Translator | undefined;

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n =
    useContext(I18nContext) ?? (fallbackTranslator ??= createI18n(resolveLanguage(null)));
  return { t: i18n.t, i18n };
}

/** `<name>words</name>` in a message: the words become the children of `components[name]`. */
const tagPattern = /<(\w+)>([\s\S]*?)<\/\1>/g;

function withComponents(
  text: string,
  components: Readonly<Record<string, ReactElement>>,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const component = components[name];
    parts.push(
      component !== undefined && isValidElement(component)
        ? cloneElement(
            component,
            { key: `${name}-${match.index}` },
            ...withComponents(inner, components),
          )
        : inner,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A message with markup: `<Trans i18nKey="k" components={{ terms: <a href=".." /> }} />`. */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: MessageKey;
  values?: MessageValues;
  components?: Readonly<Record<string, ReactElement>>;
}) {
  const { i18n } = useTranslation();
  const text = i18n.t(i18nKey);
  return <>{withComponents(interpolate(text, values), components)}</>;
}
