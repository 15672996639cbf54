import { brand as contractBrand } from '@quiver/contract/wire';

/**
 * The brand of the console in one place (DECISIONS.md "Brand"): the product name, the word used in
 * route names (`{brand}` in spec section 2) and the provider's external links, from the contract's
 * brand object (the API paths use the same route word), plus the links only the console shows.
 */
export const brand = {
  ...contractBrand,
  links: {
    ...contractBrand.links,
    /** The provider's service status page (linked from Help). */
    status: 'https://status.quiver.dev',
  },
} as const;

const word = brand.routeWord;

/** An address in the app, from its root (`/quiverGraphDetail?id=…`): what every console link leads to. */
export type AppPath = `/${string}`;

/** Paths the code navigates to by name. The full table, with screens and permissions, is app/routes.tsx. */
export const routePaths = {
  root: '/',
  dashboard: '/dashboard',
  login: '/login',
  register: '/register',
  maintain: '/maintain',
  questionnaire: '/questionnaire',
  mfaTip: '/MFATip',
  instanceManagement: `/${word}GraphInstanceManagement`,
  /** The post-login target while the account has no instance; an alias of the instance list. */
  cloudDatabase: `/${word}GraphCloudDatabase`,
  blazeInstance: `/blaze/${word}GraphInstance`,
  blazeSetting: `/blaze/${word}GraphSetting`,
  blazeAccount: `/blaze/${word}GraphAccount`,
  blazeReview: `/blaze/${word}GraphReview`,
  blazeConfigurations: `/blaze/${word}GraphConfigurations`,
  blazeDetail: `/blaze/${word}GraphDetail`,
  blazeCli: `/blaze/${word}GraphCLI`,
  powerhouseCreate: '/powerhouse/createInstance',
  powerhouseCreateSetting: '/powerhouse/createInstanceSetting',
  powerhouseConfigurations: `/powerhouse/${word}GraphConfigurations`,
  powerhouseDetail: `/powerhouse/${word}GraphDetail`,
  powerhouseBackup: '/powerhouse/backup',
  managerCreate: '/manager/createInstance',
  managerCreateSetting: '/manager/createInstanceSetting',
  managerConfigurations: '/manager/configurations',
  vpcNetwork: '/VPC-Network',
  vpcNetworkConfigure: '/VPC-Network/Configure',
  billings: '/billings',
  billingsDetail: '/billingsDetail',
  help: '/help',
  accounts: '/accounts',
} as const satisfies Record<string, AppPath>;

/** The forgot-password link, returning to this app's login page. */
export function forgotPasswordUrl(origin: string): string {
  const url = new URL(brand.links.forgotPassword);
  url.searchParams.set('returnUrl', `${origin}${routePaths.login}`);
  return url.toString();
}
