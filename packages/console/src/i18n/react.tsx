/**
 * The one door screens use to translate: `const { t } = useTranslation()` and `<Trans>` for
 * messages with markup. Backed by react-i18next (the instance comes from `./index.ts`).
 */
export { I18nextProvider as I18nProvider, Trans, useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
export type { MessageKey, Translator } from './index.ts';
