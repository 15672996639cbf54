// The texts shared by the panel (cookie-consent.tsx) and the lazily loaded settings dialog
// (cookie-settings-dialog.tsx). A module of their own, so the dialog does not import the panel
// that loads it (an import cycle).

/** Every built-in text of the cookie panel and its settings dialog. */
export interface CookieConsentLabels {
  /** Heading of the panel (spec: 'Your privacy'). */
  title: string;
  /** Short text of the panel, before the policy link. */
  text: string;
  /** Text of the cookie-policy link. */
  policyLink: string;
  /** Read after links that open a new tab. */
  newTab: string;
  /** Panel button that allows every cookie. */
  acceptAll: string;
  /** Panel button that refuses every optional cookie, as easy to reach as accepting them. */
  rejectAll: string;
  /** Panel button that opens the settings dialog. */
  customize: string;
  /** Title of the settings dialog. */
  settingsTitle: string;
  /** Description of the settings dialog. */
  settingsDescription: string;
  /** Name of the essential category. */
  essentialTitle: string;
  /** What essential cookies do. */
  essentialDescription: string;
  /** Shown instead of a toggle for the essential category. */
  alwaysActive: string;
  /** Name of the optional category (the toggle's label). */
  analyticsTitle: string;
  /** What analytics and customization cookies do. */
  analyticsDescription: string;
  /** Button that stores the dialog's choice. */
  confirm: string;
  /** Accessible name of the dialog's corner close button. */
  close: string;
}

/** The English texts (spec section 2 gives the quoted ones). */
export const defaultCookieConsentLabels: CookieConsentLabels = {
  title: 'Your privacy',
  text: 'We use essential cookies to run this console. With your consent we also use analytics and customization cookies to understand how it is used and to improve it.',
  policyLink: 'Cookie policy',
  newTab: '(opens in a new tab)',
  acceptAll: 'Accept all cookies',
  rejectAll: 'Essential cookies only',
  customize: 'Customize settings',
  settingsTitle: 'Cookie settings',
  settingsDescription:
    'Choose which cookies this console may use. You can change this at any time from the footer.',
  essentialTitle: 'Essential website cookies',
  essentialDescription:
    'Needed for signing in, security and remembering your settings. They cannot be switched off.',
  alwaysActive: 'Always active',
  analyticsTitle: 'Analytics and customization cookies',
  analyticsDescription: 'Help us understand which features are used, so we can improve them.',
  confirm: 'Confirm My Choices',
  close: 'Close',
};
