import 'i18next';
import type en from './en.json';
import type { AreaCatalogues } from './areas/area-keys.ts';

// Typed keys: `t('nav.dashbord')` is a compile error, so a typo cannot reach users as a raw key.
// The core catalogue and every area's (areas/area-keys.ts) make one key space.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: typeof en & AreaCatalogues };
  }
}
