export { CookieConsent, cookieConsentPanelVariants } from './cookie-consent.tsx';
export type { CookieConsentProps } from './cookie-consent.tsx';
export { defaultCookieConsentLabels } from './cookie-consent-labels.ts';
export type { CookieConsentLabels } from './cookie-consent-labels.ts';
export { cookieChoiceStorageKey, readCookieChoice, writeCookieChoice } from './cookie-choice.ts';
