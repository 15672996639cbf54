import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { userKeys } from '../../data/user/keys.ts';
import type { UserInfo } from '../../data/user/user-info-query.ts';
import { ClusterWizard } from './cluster-wizard.tsx';
import '../../i18n/areas/clusters/index.ts';

/**
 * The Powerhouse create wizard (spec section 2: `/powerhouse/createInstance` →
 * `/powerhouse/createInstanceSetting`). The same screen serves both routes; the step is the
 * address.
 */
export function ClusterCreateScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The layout's loader has looked the user up: a draft belongs to that account.
  const userId = queryClient.getQueryData<UserInfo>(userKeys.info())?.id ?? null;
  return (
    <section
      aria-labelledby="cluster-create-title"
      className="mx-auto flex max-w-5xl flex-col gap-6"
    >
      <header className="flex flex-col gap-1">
        <h1 id="cluster-create-title" className="text-2xl font-semibold">
          {t('clusters.create.title')}
        </h1>
        <p className="text-muted-fg">{t('clusters.create.intro')}</p>
      </header>
      <ClusterWizard userId={userId} />
    </section>
  );
}
