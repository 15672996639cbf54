import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate, useNavigation } from 'react-router';
import { Button } from '@quiver/ui';
import { brand, routePaths } from '../../app/brand.ts';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';
import { useLogoutMutation } from '../../data/auth/logout-mutation.ts';
import { SiteFooter, SiteNotice } from './global-elements.tsx';

const navLinkClass =
  'block rounded-md px-3 py-2 text-sm font-medium text-surface-fg hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg';

/** The main layout: navigation, the routed screen, and the global elements of spec section 2. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useUserInfoQuery();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const items = [
    { to: routePaths.dashboard, label: t('nav.dashboard') },
    { to: routePaths.instanceManagement, label: t('nav.instances') },
    { to: routePaths.billings, label: t('nav.billings') },
    { to: routePaths.accounts, label: t('nav.accounts') },
    { to: routePaths.help, label: t('nav.help') },
    ...(user.data?.isQuiver === true
      ? [{ to: routePaths.vpcNetwork, label: t('nav.vpc-network') }]
      : []),
  ];
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => void navigate(routePaths.login, { replace: true }),
    });

  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface-raised focus:px-3 focus:py-2"
      >
        {t('nav.skip-to-content')}
      </a>
      <SiteNotice />
      <header className="flex h-(--topbar-height) items-center justify-between gap-4 border-b border-border px-4">
        <NavLink to={routePaths.dashboard} className="text-lg font-semibold">
          {brand.name}
        </NavLink>
        <div className="flex items-center gap-3">
          {user.data !== undefined && (
            <span className="hidden text-sm text-muted-fg sm:inline">{user.data.email}</span>
          )}
          <Button variant="outline" size="sm" onClick={signOut} loading={logout.isPending}>
            {t('nav.logout')}
          </Button>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label={t('nav.main')}
          className="border-b border-border p-3 md:w-(--sidebar-width) md:border-r md:border-b-0"
        >
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col">
          <main
            id="main"
            tabIndex={-1}
            aria-busy={navigation.state === 'loading'}
            className="flex-1 p-4 outline-none sm:p-6 lg:p-8"
          >
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </div>
    </div>
  );
}
