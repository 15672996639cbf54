export {
  CookieConsent,
  cookieConsentPanelVariants,
  defaultCookieConsentLabels,
} from './cookie-consent.tsx';
export type { CookieConsentProps, CookieConsentLabels } from './cookie-consent.tsx';
export { cookieChoiceStorageKey, readCookieChoice, writeCookieChoice } from './cookie-choice.ts';
