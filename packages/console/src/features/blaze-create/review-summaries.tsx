import { DescriptionList } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useProductListQuery } from '../../data/catalogue/product-list-query.ts';
import { usePlacementItems, useSettingsItems } from '../create-shared/review-items.tsx';
import { useEngineSettingsItems } from '../create-shared/engine-settings.tsx';
import type { CreateValues } from './create-form.ts';
import '../../i18n/areas/blaze-create/index.ts';

/** The review's part for step 1, with the catalogue's names for what was chosen. */
export function InstanceSummary({ values }: { values: CreateValues }) {
  const { t } = useTranslation();
  const { edition } = values;
  const products = useProductListQuery();
  const placement = usePlacementItems(edition === '' ? undefined : edition, values);
  return (
    <DescriptionList
      columns={2}
      items={[
        {
          term: t('blaze-create.instance.edition'),
          description: products.data?.items.find((item) => item.key === edition)?.title ?? edition,
        },
        ...placement,
      ]}
    />
  );
}

/** The review's part for step 2. */
export function SettingsSummary({ values }: { values: CreateValues }) {
  const { t } = useTranslation();
  const settings = useSettingsItems('BLAZE', values);
  const engine = useEngineSettingsItems(values);
  return (
    <DescriptionList
      columns={2}
      items={[
        ...settings,
        ...engine,
        {
          term: t('blaze-create.settings.short-uuid'),
          description: values.shortUuid
            ? t('blaze-create.review.on')
            : t('blaze-create.review.off'),
        },
      ]}
    />
  );
}

/** The review's part for step 3: who the password is for, never the password. */
export function AccountSummary() {
  const { t } = useTranslation();
  return (
    <DescriptionList
      items={[
        { term: t('blaze-create.account.username'), description: 'root' },
        {
          term: t('blaze-create.account.password'),
          description: t('blaze-create.review.password-set'),
        },
      ]}
    />
  );
}
