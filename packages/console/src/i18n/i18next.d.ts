import 'i18next';
import type en from './en.json';

// Typed keys: `t('nav.dashbord')` is a compile error, so a typo cannot reach users as a raw key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: typeof en };
  }
}
