import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { userKeys } from '../../data/user/keys.ts';
import type { UserInfo } from '../../data/user/user-info-query.ts';
import { ManagerCloneLoader } from './manager-clone-loader.tsx';
import { ManagerWizard } from './manager-wizard.tsx';
import '../../i18n/areas/blaze-create/index.ts';
import '../../i18n/areas/managers/index.ts';

/**
 * The Manager create wizard (spec section 2: `/manager/createInstance` →
 * `/manager/createInstanceSetting`): where it runs and its size, then its settings, then a review
 * with the price of `/product/manager/sellPrice`. One screen serves both routes; the address is
 * the step. `?cloneOf=<id>` starts from a copy of a Manager.
 */
export function ManagerCreateScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  // The layout's loader has looked the user up: a draft belongs to that account.
  const userId = queryClient.getQueryData<UserInfo>(userKeys.info())?.id ?? null;
  const cloneOf = search.get('cloneOf');
  return (
    <section
      aria-labelledby="manager-create-title"
      className="mx-auto flex max-w-5xl flex-col gap-6"
    >
      <header className="flex flex-col gap-1">
        <h1 id="manager-create-title" className="text-2xl font-semibold">
          {cloneOf ? t('managers.create.clone-title') : t('managers.create.title')}
        </h1>
        <p className="text-muted-fg">{t('managers.create.intro')}</p>
      </header>
      {cloneOf ? (
        <ManagerCloneLoader sourceId={cloneOf} userId={userId} />
      ) : (
        <ManagerWizard userId={userId} />
      )}
    </section>
  );
}
