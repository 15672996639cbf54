import type { ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { spmEvent, type SpmEventHandler } from '../../lib/spm.ts';

/** Every built-in text of the footer. */
export interface FooterLabels {
  /** Terms of service link. */
  terms: string;
  /** Privacy policy link. */
  privacy: string;
  /** Button that reopens the cookie settings (spec: 'Cookie setting'). */
  cookieSettings: string;
  /** Read after links that open a new tab. */
  newTab: string;
  /** Accessible name of the list of legal links. */
  legalNavigation: string;
}

export const defaultFooterLabels: FooterLabels = {
  terms: 'Terms',
  privacy: 'Privacy',
  cookieSettings: 'Cookie setting',
  newTab: '(opens in a new tab)',
  legalNavigation: 'Legal',
};

/** Spec section 9: the copyright range starts at 2022. */
export const copyrightStartYear = 2022;

/**
 * `© 2022–2026 Quiver Cloud`: an en dash between the years, and a single year while the range
 * has not begun (a clock set in the past must not print `2022–2021`).
 */
export function copyrightLine(companyName: string, startYear: number, currentYear: number): string {
  const years = currentYear > startYear ? `${startYear}–${currentYear}` : `${startYear}`;
  return `© ${years} ${companyName}`;
}

export const footerVariants = cva(
  'flex flex-col items-center justify-between gap-3 border-t border-border px-6 py-4 text-sm text-muted-fg sm:flex-row',
);

const footerLinkClassName = cn(
  'cursor-pointer rounded-sm text-muted-fg underline-offset-4 hover:text-surface-fg hover:underline',
  'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
);

export interface FooterProps extends ComponentProps<'footer'> {
  /** Company in the copyright line. */
  companyName?: string;
  /** Address of the terms of service (opens in a new tab). */
  termsHref: string;
  /** Address of the privacy policy (opens in a new tab). */
  privacyHref: string;
  /** Called by the 'Cookie setting' link: open the cookie settings (`CookieConsent settingsOpen`). */
  onCookieSettings?: () => void;
  /** Receives terms_click, privacy_click and setCookie_click with their spm codes. */
  onEvent?: SpmEventHandler;
  /** Last year of the copyright range. Defaults to the current year (pin it in stories). */
  currentYear?: number;
  /** Replaces built-in texts (for translation). */
  labels?: Partial<FooterLabels>;
}

/** The page footer: copyright range, Terms and Privacy (new tab) and the cookie settings link. */
export function Footer({
  companyName = 'Quiver Cloud',
  termsHref,
  privacyHref,
  onCookieSettings,
  onEvent,
  currentYear = new Date().getFullYear(),
  labels,
  className,
  ...props
}: FooterProps) {
  const text = { ...defaultFooterLabels, ...labels };
  return (
    <footer data-slot="footer" className={cn(footerVariants(), className)} {...props}>
      <p data-slot="footer-copyright">
        {copyrightLine(companyName, copyrightStartYear, currentYear)}
      </p>
      <nav aria-label={text.legalNavigation}>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <li>
            <a
              href={termsHref}
              target="_blank"
              rel="noopener noreferrer"
              className={footerLinkClassName}
              onClick={() => onEvent?.(spmEvent('terms_click'))}
            >
              {text.terms}
              <span className="sr-only"> {text.newTab}</span>
            </a>
          </li>
          <li>
            <a
              href={privacyHref}
              target="_blank"
              rel="noopener noreferrer"
              className={footerLinkClassName}
              onClick={() => onEvent?.(spmEvent('privacy_click'))}
            >
              {text.privacy}
              <span className="sr-only"> {text.newTab}</span>
            </a>
          </li>
          <li>
            {/* A button, not a link: it opens a dialog in place and goes nowhere. */}
            <button
              type="button"
              className={footerLinkClassName}
              onClick={() => {
                onEvent?.(spmEvent('setCookie_click'));
                onCookieSettings?.();
              }}
            >
              {text.cookieSettings}
            </button>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
