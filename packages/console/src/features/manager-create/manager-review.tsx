import { useWatch, useFormContext } from 'react-hook-form';
import { DescriptionList } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useClusterListQuery } from '../../data/clusters/cluster-list-query.ts';
import { useManagerSellPriceQuery } from '../../data/managers/manager-sell-price-query.ts';
import { PriceCard } from '../blaze-create/price-summary.tsx';
import { usePlacementItems, useSettingsItems } from '../create-shared/review-items.tsx';
import type { ManagerValues } from './manager-form.ts';
import '../../i18n/areas/blaze-create/index.ts';
import '../../i18n/areas/managers/index.ts';

const edition = 'manager-standard';

/** The review's part for step 1, with the catalogue's names for what was chosen. */
export function PlacementSummary({ values }: { values: ManagerValues }) {
  const { t } = useTranslation();
  const placement = usePlacementItems(edition, values);
  return (
    <DescriptionList
      columns={2}
      items={[
        { term: t('blaze-create.instance.edition'), description: t('managers.create.edition') },
        ...placement,
      ]}
    />
  );
}

/** The review's part for step 2: never the password, only that it is set. */
export function SettingsSummary({ values }: { values: ManagerValues }) {
  const { t } = useTranslation();
  const settings = useSettingsItems('MANAGER', values);
  const clusters = useClusterListQuery({ page: 1, pageSize: 100 });
  const clusterName = (id: string) =>
    clusters.data?.items.find((item) => item.id === id)?.name ?? id;
  return (
    <DescriptionList
      columns={2}
      items={[
        ...settings,
        {
          term: t('managers.create.clusters'),
          description:
            values.clusterIds.length === 0 ? (
              t('managers.create.clusters-none-chosen')
            ) : (
              <ul className="flex flex-col gap-0.5">
                {values.clusterIds.map((id) => (
                  <li key={id}>{clusterName(id)}</li>
                ))}
              </ul>
            ),
        },
        {
          term: t('blaze-create.account.password'),
          description: t('blaze-create.review.password-set'),
        },
      ]}
    />
  );
}

/** The live price of the chosen size in the chosen region (`/product/manager/sellPrice`, v2). */
export function ManagerPrice() {
  const { control } = useFormContext<ManagerValues>();
  const [vendor, region, sizeId] = useWatch({ control, name: ['vendor', 'region', 'sizeId'] });
  const price = useManagerSellPriceQuery(
    vendor !== '' && region !== '' && sizeId !== '' ? { vendor, region, sizeId } : undefined,
  );
  return <PriceCard price={price} />;
}
