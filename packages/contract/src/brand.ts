// The brand is one value (DECISIONS.md "Brand"): another provider product rebrands the API paths,
// the staff flag and the console by changing this object, never by hunting literals.

export const brand = {
  /** Product name shown to users. */
  name: 'Quiver Cloud',
  /** The word that replaces `{brand}` in routes and API paths (`/cluster/{brand}v5/...`). */
  routeWord: 'quiver',
  /** Name of the provider-staff flag on the user (spec §3 `is{product}`). */
  staffFlag: 'isQuiver',
  /** Verified e-mail domain (or a subdomain of it) that marks provider staff. */
  staffEmailDomain: 'quiver.dev',
  links: {
    home: 'https://quiver.dev',
    terms: 'https://quiver.dev/legal/terms',
    privacy: 'https://quiver.dev/legal/privacy',
    cookiePolicy: 'https://quiver.dev/legal/cookies',
    /** The provider's forgot-password page; `returnUrl` brings the user back to this app's login. */
    forgotPassword: 'https://quiver.dev/account/forgot-password',
    marketplace: 'https://aws.amazon.com/marketplace/search?searchTerms=Quiver%20Cloud',
    docs: 'https://docs.quiver.dev',
    support: 'mailto:support@quiver.dev',
    status: 'https://status.quiver.dev',
  },
} as const;

export type Brand = typeof brand;
export type BrandRouteWord = Brand['routeWord'];

/** Replaces every `{brand}` in a path template, at the type level too. */
export type BrandPath<TTemplate extends string> =
  TTemplate extends `${infer Head}{brand}${infer Tail}`
    ? `${Head}${BrandRouteWord}${BrandPath<Tail>}`
    : TTemplate;

export function brandPath<const TTemplate extends string>(
  template: TTemplate,
): BrandPath<TTemplate> {
  return template.replaceAll('{brand}', brand.routeWord) as BrandPath<TTemplate>;
}

/**
 * True when `email`'s domain is the staff domain or one of its subdomains (`a@quiver.dev`,
 * `a@ops.quiver.dev`), never a look-alike (`a@quiver.dev.evil.io`, `a@notquiver.dev`).
 * The server decides with this on verified addresses only; the console's guard is a convenience.
 */
export function isStaffEmail(email: string, staffDomain: string = brand.staffEmailDomain): boolean {
  const at = email.indexOf('@');
  if (at < 1 || email.indexOf('@', at + 1) !== -1) return false;
  const domain = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  const staff = staffDomain.toLowerCase();
  return domain === staff || domain.endsWith(`.${staff}`);
}
