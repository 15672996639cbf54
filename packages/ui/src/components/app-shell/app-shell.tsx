import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Slot } from '../../lib/slot.tsx';
import { Menu, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { rescueLostFocus } from '../../lib/focus-fallback.ts';
import { overlayClassName } from '../dialog/dialog.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';

/** Lets navigation items close the mobile drawer after a choice. */
const AppShellContext = createContext<{ onNavigate: () => void }>({ onNavigate: () => {} });

export interface AppShellProps {
  /** Logo or product name, shown at the top of the sidebar and in the narrow top bar. */
  brand: ReactNode;
  /** The navigation (usually an AppShellNav). Shown as a sidebar, or in a drawer on narrow layouts. */
  navigation: ReactNode;
  /** Content at the end of the top bar (account menu, help). */
  topBarEnd?: ReactNode;
  /** Content at the start of the top bar on wide layouts (breadcrumbs, a search). */
  topBarStart?: ReactNode;
  /** Something under the main content (a Footer). */
  footer?: ReactNode;
  /** Something above the whole layout (a NoticeBanner). */
  banner?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** Text of the skip link, the first focusable element. */
  skipLinkLabel?: string;
  /** Accessible name of the button that opens the navigation drawer. */
  openNavigationLabel?: string;
  /** Accessible name of the drawer's close button. */
  closeNavigationLabel?: string;
  /** Accessible name of the navigation landmark and the drawer. */
  navigationLabel?: string;
  /** Id of the main element (the skip link's target). */
  mainId?: string;
  /** Extra classes on the outer element. */
  className?: string;
}

/**
 * The console layout: sidebar navigation, top bar and content. It responds to its own width (a
 * container query), not the window's: under 48rem the sidebar collapses into a drawer opened by a
 * menu button. A skip link jumps over the navigation to the main content.
 */
export function AppShell({
  brand,
  navigation,
  topBarEnd,
  topBarStart,
  footer,
  banner,
  children,
  skipLinkLabel = 'Skip to content',
  openNavigationLabel = 'Open navigation',
  closeNavigationLabel = 'Close navigation',
  navigationLabel = 'Main',
  mainId = 'main-content',
  className,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A control disabled while it has focus (a Save whose change now runs) hands focus to its
    // nearest focusable container, down to the main region, and one removed while it has focus (a
    // banner closed) to the main region, instead of dropping it to the body.
    const element = root.current;
    const rescue = rescueLostFocus(() => document.getElementById(mainId));
    element?.addEventListener('focusout', rescue);
    return () => element?.removeEventListener('focusout', rescue);
  }, [mainId]);
  return (
    <div
      ref={root}
      data-slot="app-shell"
      className={cn(
        '@container/shell flex min-h-dvh w-full flex-col bg-surface text-surface-fg',
        className,
      )}
    >
      <a
        href={`#${mainId}`}
        // Move focus without touching the URL: a hash change would confuse hash-based routers.
        onClick={(event) => {
          const main = document.getElementById(mainId);
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView?.({ block: 'start' });
        }}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {skipLinkLabel}
      </a>
      {banner}
      <div className="flex flex-1">
        <aside
          data-slot="app-shell-sidebar"
          className="hidden w-(--sidebar-width) shrink-0 flex-col border-r border-border bg-surface-sunken @3xl/shell:flex"
        >
          <div className="flex h-(--topbar-height) items-center px-4 font-semibold">{brand}</div>
          <nav aria-label={navigationLabel} className="flex-1 overflow-y-auto px-2 py-2">
            {navigation}
          </nav>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header
            data-slot="app-shell-topbar"
            className="sticky top-0 z-30 flex h-(--topbar-height) items-center gap-2 border-b border-border bg-surface/95 px-3 backdrop-blur @3xl/shell:px-6"
          >
            <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
              <DialogPrimitive.Trigger asChild>
                <IconButton
                  label={openNavigationLabel}
                  icon={<Menu />}
                  className="@3xl/shell:hidden"
                />
              </DialogPrimitive.Trigger>
              <DialogPrimitive.Portal>
                <DialogPrimitive.Overlay className={overlayClassName} />
                <DialogPrimitive.Content
                  data-slot="app-shell-drawer"
                  aria-describedby={undefined}
                  className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col border-r border-border bg-surface-raised text-surface-fg shadow-lg motion-safe:animate-slide-in-left"
                >
                  <div className="flex h-(--topbar-height) items-center justify-between px-4">
                    <DialogPrimitive.Title className="font-semibold">{brand}</DialogPrimitive.Title>
                    <DialogPrimitive.Close asChild>
                      <IconButton label={closeNavigationLabel} icon={<X />} />
                    </DialogPrimitive.Close>
                  </div>
                  <nav aria-label={navigationLabel} className="flex-1 overflow-y-auto px-2 py-2">
                    <AppShellContext.Provider value={{ onNavigate: () => setDrawerOpen(false) }}>
                      {navigation}
                    </AppShellContext.Provider>
                  </nav>
                </DialogPrimitive.Content>
              </DialogPrimitive.Portal>
            </DialogPrimitive.Root>
            <div className="font-semibold @3xl/shell:hidden">{brand}</div>
            <div className="hidden min-w-0 flex-1 @3xl/shell:block">{topBarStart}</div>
            <div className="ml-auto flex items-center gap-2">{topBarEnd}</div>
          </header>
          <main
            id={mainId}
            tabIndex={-1}
            data-slot="app-shell-main"
            className="flex-1 p-4 outline-none @3xl/shell:p-6"
          >
            {children}
          </main>
          {footer}
        </div>
      </div>
    </div>
  );
}

/** A list of navigation items, optionally under a heading. */
export function AppShellNav({
  heading,
  className,
  children,
  ...props
}: ComponentProps<'div'> & {
  /** A small heading above the group. */
  heading?: ReactNode;
}) {
  return (
    <div data-slot="app-shell-nav" className={cn('mb-4', className)} {...props}>
      {heading ? (
        <div className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-fg uppercase">
          {heading}
        </div>
      ) : null}
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </div>
  );
}

export interface AppShellNavItemProps extends ComponentProps<'a'> {
  /** Marks the item of the current page (`aria-current="page"`). */
  active?: boolean;
  /** A leading icon (decorative). */
  icon?: ReactNode;
  /** Render the only child (a router link) with these styles. */
  asChild?: boolean;
}

/** One navigation link. Choosing it closes the drawer on narrow layouts. */
export function AppShellNavItem({
  active = false,
  icon,
  asChild = false,
  className,
  children,
  onClick,
  href,
  ...props
}: AppShellNavItemProps) {
  const { onNavigate } = useContext(AppShellContext);
  const classes = cn(
    'flex h-9 items-center gap-2.5 rounded-md px-3 text-sm font-medium text-muted-fg transition-colors duration-(--duration-fast) hover:bg-muted hover:text-surface-fg [&_svg]:size-4 [&_svg]:shrink-0',
    active && 'bg-accent text-accent-fg hover:bg-accent hover:text-accent-fg',
    className,
  );
  const handleClick: ComponentProps<'a'>['onClick'] = (event) => {
    onClick?.(event);
    onNavigate();
  };
  return (
    <li>
      {asChild ? (
        <Slot
          data-slot="app-shell-nav-item"
          aria-current={active ? 'page' : undefined}
          className={classes}
          onClick={handleClick}
          {...props}
        >
          {children}
        </Slot>
      ) : (
        <a
          href={href}
          data-slot="app-shell-nav-item"
          aria-current={active ? 'page' : undefined}
          className={classes}
          onClick={handleClick}
          {...props}
        >
          {icon ? (
            <span aria-hidden="true" className="contents">
              {icon}
            </span>
          ) : null}
          {children}
        </a>
      )}
    </li>
  );
}
