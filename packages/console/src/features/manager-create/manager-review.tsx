import { useWatch, useFormContext } from 'react-hook-form';
import { DescriptionList } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useVendorListQuery } from '../../data/catalogue/vendor-list-query.ts';
import { useUsableRegionsQuery } from '../../data/catalogue/usable-regions-query.ts';
import { useProductOptionsQuery } from '../../data/catalogue/product-options-query.ts';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
import { useClusterListQuery } from '../../data/clusters/cluster-list-query.ts';
import { useManagerSellPriceQuery } from '../../data/managers/manager-sell-price-query.ts';
import { PriceCard } from '../blaze-create/price-summary.tsx';
import { sizeLabel } from '../blaze-create/placement-fields.tsx';
import type { ManagerValues } from './manager-form.ts';
import '../../i18n/areas/blaze-create/index.ts';
import '../../i18n/areas/managers/index.ts';

const edition = 'manager-standard';

/** The review's part for step 1, with the catalogue's names for what was chosen. */
export function PlacementSummary({ values }: { values: ManagerValues }) {
  const { t } = useTranslation();
  const { vendor, region, sizeId } = values;
  const vendors = useVendorListQuery();
  const regions = useUsableRegionsQuery({ edition });
  const options = useProductOptionsQuery({ edition, vendor, region });
  const size = options.data?.sizes.find((item) => item.id === sizeId);
  return (
    <DescriptionList
      columns={2}
      items={[
        { term: t('blaze-create.instance.edition'), description: t('managers.create.edition') },
        {
          term: t('blaze-create.instance.vendor'),
          description: vendors.data?.items.find((item) => item.id === vendor)?.name ?? vendor,
        },
        {
          term: t('blaze-create.instance.region'),
          description:
            regions.data?.items.find((item) => item.vendor === vendor && item.id === region)
              ?.location ?? region,
        },
        {
          term: t('blaze-create.instance.size'),
          description: size ? sizeLabel(t, size) : sizeId,
        },
      ]}
    />
  );
}

/** The review's part for step 2: never the password, only that it is set. */
export function SettingsSummary({ values }: { values: ManagerValues }) {
  const { t } = useTranslation();
  const images = useImageListQuery({
    kind: 'MANAGER',
    vendor: values.vendor,
    region: values.region,
  });
  const clusters = useClusterListQuery({ page: 1, pageSize: 100 });
  const image = images.data?.items.find((item) => item.id === values.version);
  const clusterName = (id: string) =>
    clusters.data?.items.find((item) => item.id === id)?.name ?? id;
  return (
    <DescriptionList
      columns={2}
      items={[
        { term: t('blaze-create.settings.name'), description: values.name },
        { term: t('blaze-create.settings.version'), description: image?.name ?? values.version },
        { term: t('blaze-create.settings.port'), description: values.port },
        {
          term: t('blaze-create.settings.allowed-ips'),
          description:
            values.allowedIps.length === 0 ? (
              t('blaze-create.review.no-ips')
            ) : (
              <ul className="flex flex-col gap-0.5">
                {values.allowedIps.map((row, index) => (
                  <li key={index}>
                    <span className="font-mono">{row.ip}</span>
                    {row.description === '' ? null : ` — ${row.description}`}
                  </li>
                ))}
              </ul>
            ),
        },
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
