import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { CookieConsent, Footer, toast, type SpmEvent } from '@quiver/ui';
import { brand } from '../../lib/brand.ts';
import { setNotifier, toastIdOf } from '../../lib/notify.ts';
import { useServices } from '../../lib/services.tsx';
import { browserBackend } from '../../lib/storage.ts';
import { useNoticeQuery } from '../../data/notice/notice-query.ts';

const storage = browserBackend();

// Not needed to draw a page: the toaster loads with the first toast, the banner (and its sanitiser)
// only when there is a notice (docs/decisions.md, Console: first-load budget).
const Toaster = lazy(async () => ({
  default: (await import('./deferred/toaster.ts')).Toaster,
}));
const NoticeBanner = lazy(async () => ({
  default: (await import('./deferred/notice-banner.ts')).NoticeBanner,
}));

/** Sends the design system's tracked events through the console's queue. */
export function useTrackEvent() {
  const { tracking } = useServices();
  return useCallback(
    (event: SpmEvent) =>
      tracking.enqueue({
        spm: event.spm,
        event_key: event.eventKey,
        action_type: event.actionType,
        option: event.option ?? '',
      }),
    [tracking],
  );
}

/** Mounts the toasts once and routes the client's messages to them. */
export function Toasts() {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    setNotifier({
      error: (message, options) => {
        toast.error(message, { id: toastIdOf(options) });
        setUsed(true);
      },
      success: (message, options) => {
        toast.success(message, { id: toastIdOf(options) });
        setUsed(true);
      },
    });
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        label={t('toast.region')}
        closeLabel={t('common.close')}
        toneLabels={{
          success: t('toast.success'),
          error: t('toast.error'),
          info: t('toast.info'),
          warning: t('toast.warning'),
        }}
      />
    </Suspense>
  );
}

/** The site-wide notice bar (spec section 2), from `/notice/get`. */
export function SiteNotice() {
  const { t } = useTranslation();
  const notice = useNoticeQuery();
  const track = useTrackEvent();
  if (notice.data == null) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBanner
        notice={notice.data}
        onEvent={track}
        storage={storage}
        closeLabel={t('notice.close')}
      />
    </Suspense>
  );
}

/** Room kept between the page's end and the top of the consent panel (it floats 16 px up). */
const consentClearance = 32;

/**
 * The callback ref for the fixed cookie panel: while it shows, the page scrolls with
 * `scroll-padding-bottom` of its height, so keyboard focus is never hidden under it (WCAG 2.4.11).
 * Read in a ResizeObserver callback, after layout: no forced layout before the first paint.
 */
function useConsentScrollPadding() {
  return useCallback((panel: HTMLElement | null) => {
    if (panel === null) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${panel.offsetHeight + consentClearance}px`;
    });
    observer.observe(panel);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
}

/** The footer and the cookie panel it reopens; shown on every screen. */
export function SiteFooter() {
  const { t } = useTranslation();
  const track = useTrackEvent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const watchConsentPanel = useConsentScrollPadding();
  // Answered in this page view: the room goes with the panel (a stored answer hides both anyway).
  const [answered, setAnswered] = useState(false);
  const consentLabels = {
    title: t('cookies.title'),
    text: t('cookies.text'),
    policyLink: t('cookies.policy-link'),
    newTab: t('common.new-tab'),
    acceptAll: t('cookies.accept-all'),
    rejectAll: t('cookies.reject-all'),
    customize: t('cookies.customize'),
    settingsTitle: t('cookies.settings-title'),
    settingsDescription: t('cookies.settings-description'),
    essentialTitle: t('cookies.essential-title'),
    essentialDescription: t('cookies.essential-description'),
    alwaysActive: t('cookies.always-active'),
    analyticsTitle: t('cookies.analytics-title'),
    analyticsDescription: t('cookies.analytics-description'),
    confirm: t('cookies.confirm'),
    close: t('common.close'),
  };
  return (
    <>
      <Footer
        companyName={brand.name}
        termsHref={brand.links.terms}
        privacyHref={brand.links.privacy}
        onCookieSettings={() => setSettingsOpen(true)}
        onEvent={track}
        labels={{
          terms: t('footer.terms'),
          privacy: t('footer.privacy'),
          cookieSettings: t('footer.cookie-settings'),
          newTab: t('common.new-tab'),
          legalNavigation: t('footer.legal'),
        }}
      />
      {/* Room for the fixed panel at the end of the page, so its last controls (the /MFATip "Not
          now" button at 1280×720) can be scrolled above it: an invisible copy of the panel in the
          page's flow, as tall as the panel at every width with no measuring, present in a
          prerendered page's first paint, and gone with the panel (same storage, same data-slot). */}
      {!answered && (
        <CookieConsent
          aria-hidden
          inert
          data-consent-room=""
          className="invisible static mx-4 my-4 shrink-0 shadow-none"
          cookiePolicyHref={brand.links.cookiePolicy}
          storage={storage}
          labels={consentLabels}
        />
      )}
      <CookieConsent
        ref={watchConsentPanel}
        cookiePolicyHref={brand.links.cookiePolicy}
        storage={storage}
        settingsOpen={settingsOpen}
        onSettingsOpenChange={setSettingsOpen}
        onEvent={track}
        onChoice={() => setAnswered(true)}
        labels={consentLabels}
      />
    </>
  );
}
