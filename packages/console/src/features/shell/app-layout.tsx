import { useTranslation } from '../../i18n/react.tsx';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { AppShell, AppShellNav, AppShellNavItem, Button, Spinner } from '@quiver/ui';
import { brand, routePaths, type AppPath } from '../../lib/brand.ts';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';
import { useForgetSession, useLogoutMutation } from '../../data/auth/logout-mutation.ts';
import { SiteFooter, SiteNotice } from './global-elements.tsx';
import { useFocusAfterNavigation } from './focus-after-navigation.ts';
import { OperationAnnouncer } from './operation-announcer.tsx';
import '../../i18n/areas/nav/index.ts';

interface NavEntry {
  to: AppPath;
  label: string;
  /** Other paths that belong to this entry (the create wizards under Instances, for instance). */
  also?: readonly string[];
}

function isActive(entry: NavEntry, pathname: string): boolean {
  const paths = [entry.to, ...(entry.also ?? [])];
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

const mainId = 'main';

/** The main layout: navigation, the routed screen, and the global elements of spec section 2. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useUserInfoQuery();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const forgetSession = useForgetSession();
  useFocusAfterNavigation(pathname, mainId);
  const entries: NavEntry[] = [
    { to: routePaths.dashboard, label: t('nav.dashboard'), also: [routePaths.root] },
    {
      to: routePaths.instanceManagement,
      label: t('nav.instances'),
      also: [routePaths.cloudDatabase, '/blaze', '/powerhouse', '/manager'],
    },
    { to: routePaths.billings, label: t('nav.billings'), also: [routePaths.billingsDetail] },
    { to: routePaths.accounts, label: t('nav.accounts') },
    { to: routePaths.help, label: t('nav.help') },
    ...(user.data?.isQuiver === true
      ? [{ to: routePaths.vpcNetwork, label: t('nav.vpc-network') }]
      : []),
  ];
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: async () => {
        await navigate(routePaths.login, { replace: true });
        forgetSession();
      },
    });

  return (
    <AppShell
      brand={<Link to={routePaths.dashboard}>{brand.name}</Link>}
      banner={<SiteNotice />}
      navigation={
        <AppShellNav>
          {entries.map((entry) => (
            <AppShellNavItem
              key={entry.to}
              asChild
              active={
                entry.to === routePaths.dashboard
                  ? pathname === '/' || pathname === entry.to
                  : isActive(entry, pathname)
              }
            >
              <Link to={entry.to}>{entry.label}</Link>
            </AppShellNavItem>
          ))}
        </AppShellNav>
      }
      topBarEnd={
        <>
          {navigation.state === 'loading' && <Spinner size="sm" label={t('common.loading')} />}
          {user.data !== undefined && (
            <span className="hidden text-sm text-muted-fg sm:inline">{user.data.email}</span>
          )}
          <Button variant="outline" size="sm" onClick={signOut} loading={logout.isPending}>
            {t('nav.logout')}
          </Button>
        </>
      }
      footer={<SiteFooter />}
      skipLinkLabel={t('nav.skip-to-content')}
      openNavigationLabel={t('nav.open')}
      closeNavigationLabel={t('nav.close')}
      navigationLabel={t('nav.main')}
      mainId={mainId}
    >
      <OperationAnnouncer />
      <Outlet />
    </AppShell>
  );
}
