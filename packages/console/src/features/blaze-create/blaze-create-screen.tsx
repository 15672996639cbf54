import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { userKeys } from '../../data/user/keys.ts';
import type { UserInfo } from '../../data/user/user-info-query.ts';
import { CloneLoader } from './clone-loader.tsx';
import { CreateWizard } from './create-wizard.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/**
 * The Blaze create wizard (spec section 2: `/blaze/{brand}GraphInstance` → `…Setting` →
 * `…Account` → `…Review`; DECISIONS.md "Instance creation"). The same screen serves the four
 * routes; the step is the address. `?cloneOf=<id>` starts from a copy of an instance.
 */
export function BlazeCreateScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  // The layout's loader has looked the user up: a draft belongs to that account.
  const userId = queryClient.getQueryData<UserInfo>(userKeys.info())?.id ?? null;
  const cloneOf = search.get('cloneOf');
  return (
    <section aria-labelledby="blaze-create-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="blaze-create-title" className="text-2xl font-semibold">
          {cloneOf ? t('blaze-create.clone.title') : t('blaze-create.title')}
        </h1>
        <p className="text-muted-fg">{t('blaze-create.intro')}</p>
      </header>
      {cloneOf ? (
        <CloneLoader sourceId={cloneOf} userId={userId} />
      ) : (
        <CreateWizard userId={userId} />
      )}
    </section>
  );
}
