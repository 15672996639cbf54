import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { brand, routePaths } from '../../app/brand.ts';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';

/** The main layout: navigation, the routed screen, and the global elements of spec section 2. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useUserInfoQuery();
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
  return (
    <div className="flex min-h-screen">
      <nav aria-label={t('nav.main')} className="w-60 border-r p-4">
        <p className="mb-4 font-semibold">{brand.name}</p>
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className="block rounded px-2 py-1 hover:bg-muted aria-[current=page]:bg-accent"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="flex-1 p-6">
        <Outlet />
      </main>
    </div>
  );
}
