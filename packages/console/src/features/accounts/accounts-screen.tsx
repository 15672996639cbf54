import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@quiver/ui';
import { useUserInfoQuery } from '../../data/user/user-info-query.ts';
import { ProfileSection } from './profile-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';
import { LinkedAccountsSection } from './linked-accounts-section.tsx';
import '../../i18n/areas/accounts/index.ts';

const tabs = ['profile', 'security', 'api-keys', 'linked'] as const;
type Tab = (typeof tabs)[number];

/** /accounts: profile, security (password, two-factor), API keys, linked marketplace accounts. */
export function AccountsScreen() {
  const { t } = useTranslation();
  const user = useUserInfoQuery();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : 'profile';
  const labels: Record<Tab, string> = {
    profile: t('accounts.tab-profile'),
    security: t('accounts.tab-security'),
    'api-keys': t('accounts.tab-api-keys'),
    linked: t('accounts.tab-linked'),
  };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('accounts.title')}</h1>
      <Tabs value={tab} onValueChange={(value) => setSearch({ tab: value }, { replace: true })}>
        {/* Scrolls sideways on a narrow screen instead of widening the page. */}
        <TabsList className="overflow-x-auto overflow-y-hidden">
          {tabs.map((id) => (
            <TabsTrigger key={id} value={id}>
              {labels[id]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Kept mounted (hidden while another tab shows): contact details typed but not saved
            are still there after a look at another tab. */}
        <TabsContent value="profile" forceMount hidden={tab !== 'profile'} className="pt-4">
          <ProfileSection />
        </TabsContent>
        <TabsContent value="security" className="flex flex-col gap-6 pt-4">
          {user.data !== undefined && (
            <>
              {user.data.identityType === 'email' && <PasswordSection email={user.data.email} />}
              <TwoFactorSection enabled={user.data.isTwofa} />
            </>
          )}
        </TabsContent>
        <TabsContent value="api-keys" className="pt-4">
          <ApiKeysSection />
        </TabsContent>
        <TabsContent value="linked" className="pt-4">
          <LinkedAccountsSection />
        </TabsContent>
      </Tabs>
    </div>
  );
}
