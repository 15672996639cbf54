import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { CookieConsent, Footer, toast, type SpmEvent } from '@quiver/ui';
import { brand } from '../../app/brand.ts';
import { setNotifier } from '../../app/notify.ts';
import { useServices } from '../../app/services-context.tsx';
import { browserBackend } from '../../lib/storage.ts';
import { useNoticeQuery } from '../../data/notice/notice-query.ts';

const storage = browserBackend();

// Not needed to draw a page: the toaster loads with the first toast, the banner (and its sanitiser)
// only when there is a notice (docs/decisions.md, Console: first-load budget).
const Toaster = lazy(async () => ({
  default: (await import('../../app/deferred/toaster.ts')).Toaster,
}));
const NoticeBanner = lazy(async () => ({
  default: (await import('../../app/deferred/notice-banner.ts')).NoticeBanner,
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
      error: (message) => {
        toast.error(message);
        setUsed(true);
      },
      success: (message) => {
        toast.success(message);
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
 * The height the fixed cookie panel covers at the bottom of the window while it shows (0 once a
 * choice is stored), and the callback ref to put on the panel. While it shows, the page gets that much room
 * after its footer and as `scroll-padding-bottom`, so the last controls of a page (the /MFATip
 * "Not now" button at 1280×720) can be scrolled above it and keyboard focus is never hidden under
 * it (WCAG 2.4.11).
 */
function useCoveredByConsent() {
  const [covered, setCovered] = useState(0);
  const watchPanel = useCallback((panel: HTMLElement | null) => {
    if (panel === null) return;
    const measure = () => setCovered(panel.offsetHeight + consentClearance);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    return () => {
      observer.disconnect();
      setCovered(0);
    };
  }, []);
  useEffect(() => {
    if (covered === 0) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${covered}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [covered]);
  return [covered, watchPanel] as const;
}

/** The footer and the cookie panel it reopens; shown on every screen. */
export function SiteFooter() {
  const { t } = useTranslation();
  const track = useTrackEvent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [consentRoom, watchConsentPanel] = useCoveredByConsent();
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
      {consentRoom > 0 && (
        <div
          aria-hidden="true"
          data-slot="cookie-consent-room"
          className="shrink-0"
          style={{ height: consentRoom }}
        />
      )}
      <CookieConsent
        ref={watchConsentPanel}
        cookiePolicyHref={brand.links.cookiePolicy}
        storage={storage}
        settingsOpen={settingsOpen}
        onSettingsOpenChange={setSettingsOpen}
        onEvent={track}
        labels={{
          title: t('cookies.title'),
          text: t('cookies.text'),
          policyLink: t('cookies.policy-link'),
          newTab: t('common.new-tab'),
          acceptAll: t('cookies.accept-all'),
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
        }}
      />
    </>
  );
}
