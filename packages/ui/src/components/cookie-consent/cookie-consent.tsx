import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { spmEvent, type SpmEventHandler } from '../../lib/spm.ts';
import { browserStorage, type KeyValueStorage } from '../../lib/storage.ts';
import { Button } from '../button/button.tsx';
import { cookieChoiceStorageKey, readCookieChoice, writeCookieChoice } from './cookie-choice.ts';
import { defaultCookieConsentLabels, type CookieConsentLabels } from './cookie-consent-labels.ts';
// Types only: the module itself is loaded on demand (loadSettingsDialog).
import type * as SettingsDialogModule from './cookie-settings-dialog.tsx';

const noSubscription = () => () => undefined;
/** True in the browser once hydration is over (and in every render that is not a hydration). */
const hydrated = () => true;
const notHydrated = () => false;

let settingsDialogModule: Promise<typeof SettingsDialogModule> | undefined;

/**
 * Loads the settings dialog (the Radix dialog and the switch: most of this component's weight) once,
 * on the first sign that it is wanted; a failed load is tried again by the next call.
 */
function loadSettingsDialog(): Promise<typeof SettingsDialogModule> {
  settingsDialogModule ??= import('./cookie-settings-dialog.tsx').catch((error: unknown) => {
    settingsDialogModule = undefined;
    throw error;
  });
  return settingsDialogModule;
}

/** Starts the load early (hover or focus of 'Customize settings') so that the click finds it. */
function preloadSettingsDialog() {
  loadSettingsDialog().catch(() => undefined);
}

/** Stands in for the dialog when its module failed to load: closes it, so the next opening retries. */
function SettingsDialogUnavailable({
  onOpenChange,
}: Pick<SettingsDialogModule.CookieSettingsDialogProps, 'onOpenChange'>) {
  useEffect(() => onOpenChange(false), [onOpenChange]);
  return null;
}

function lazySettingsDialog() {
  return lazy<ComponentType<SettingsDialogModule.CookieSettingsDialogProps>>(async () => {
    try {
      return { default: (await loadSettingsDialog()).CookieSettingsDialog };
    } catch {
      // React keeps a lazy component's result: a new one makes the next opening load again.
      CookieSettingsDialog = lazySettingsDialog();
      return { default: SettingsDialogUnavailable };
    }
  });
}

let CookieSettingsDialog = lazySettingsDialog();

// The text above its three choices: beside them, it was squeezed to a narrow column.
export const cookieConsentPanelVariants = cva([
  'fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-3xl flex-col gap-4 rounded-lg border border-border',
  'bg-surface-raised p-5 text-surface-fg shadow-lg',
]);

export interface CookieConsentProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Address of the cookie policy (opens in a new tab). */
  cookiePolicyHref: string;
  /** Where the choice is kept (as `'true'` / `'false'`). Defaults to `localStorage`. */
  storage?: KeyValueStorage;
  /** Key of the choice in `storage`. */
  storageKey?: string;
  /** Whether the settings dialog is open (controlled); the footer's 'Cookie setting' sets it. */
  settingsOpen?: boolean;
  /** Initial state of the settings dialog when uncontrolled. */
  defaultSettingsOpen?: boolean;
  /** Called when the settings dialog opens or closes. */
  onSettingsOpenChange?: (open: boolean) => void;
  /** Called with the stored choice: `true` allows analytics and customization cookies. */
  onChoice?: (analytics: boolean) => void;
  /** Receives cookiePolicy_click, acceptAllCookies_click, customizeSettings_click and confirmMyChoices_click. */
  onEvent?: SpmEventHandler;
  /** Replaces built-in texts (for translation). */
  labels?: Partial<CookieConsentLabels>;
}

/**
 * The cookie-consent panel ('Your privacy') and its settings dialog. The panel shows until the user
 * chooses: every cookie, essential cookies only (stored as `false`, as the dialog with analytics
 * off), or their own choice in the dialog, which can be reopened any time through `settingsOpen`.
 * Nothing optional is assumed before a choice: the toggle starts off.
 */
export function CookieConsent({
  cookiePolicyHref,
  storage = browserStorage,
  storageKey = cookieChoiceStorageKey,
  settingsOpen,
  defaultSettingsOpen = false,
  onSettingsOpenChange,
  onChoice,
  onEvent,
  labels,
  className,
  ...props
}: CookieConsentProps) {
  const text = { ...defaultCookieConsentLabels, ...labels };
  const titleId = useId();
  const [storedChoice, setChoice] = useState<boolean | null>(() =>
    readCookieChoice(storage, storageKey),
  );
  // Server-rendered HTML (a prerendered page) cannot know the visitor's choice and shows the panel;
  // while hydrating, render what the server did, then the stored choice (see hydrated() below).
  const choice = useSyncExternalStore(noSubscription, hydrated, notHydrated) ? storedChoice : null;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultSettingsOpen);
  const open = settingsOpen ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (settingsOpen === undefined) setUncontrolledOpen(next);
    onSettingsOpenChange?.(next);
  };

  const store = (analytics: boolean) => {
    writeCookieChoice(storage, storageKey, analytics);
    setChoice(analytics);
    onChoice?.(analytics);
  };

  const acceptAll = () => {
    onEvent?.(spmEvent('acceptAllCookies_click'));
    store(true);
  };

  // No tracking event: the spec names none for it, and the visitor has just declined analytics.
  const rejectAll = () => store(false);

  const customize = () => {
    onEvent?.(spmEvent('customizeSettings_click'));
    setOpen(true);
  };

  return (
    <>
      {choice === null ? (
        <section
          data-slot="cookie-consent"
          aria-labelledby={titleId}
          className={cn(cookieConsentPanelVariants(), className)}
          {...props}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h2 id={titleId} className="text-base font-semibold">
              {text.title}
            </h2>
            <p className="text-sm text-muted-fg">
              {text.text}{' '}
              <a
                href={cookiePolicyHref}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline underline-offset-2 hover:no-underline"
                onClick={() => onEvent?.(spmEvent('cookiePolicy_click'))}
              >
                {text.policyLink}
                <span className="sr-only"> {text.newTab}</span>
              </a>
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={customize}
              onPointerEnter={preloadSettingsDialog}
              onFocus={preloadSettingsDialog}
            >
              {text.customize}
            </Button>
            {/* Refusing is one press, as accepting is, and looks the same (no nudge toward either). */}
            <Button onClick={rejectAll}>{text.rejectAll}</Button>
            <Button onClick={acceptAll}>{text.acceptAll}</Button>
          </div>
        </section>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            labels={text}
            initialAnalytics={choice ?? false}
            onOpenChange={setOpen}
            onConfirm={(analytics) => {
              onEvent?.(
                spmEvent('confirmMyChoices_click', analytics ? 'analytics:on' : 'analytics:off'),
              );
              store(analytics);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
