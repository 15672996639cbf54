import { DescriptionList } from '@quiver/ui';
import { logLevelFromNumber } from '@quiver/validation';
import { useTranslation } from '../../i18n/react.tsx';
import { useProductListQuery } from '../../data/catalogue/product-list-query.ts';
import { useVendorListQuery } from '../../data/catalogue/vendor-list-query.ts';
import { useUsableRegionsQuery } from '../../data/catalogue/usable-regions-query.ts';
import { useProductOptionsQuery } from '../../data/catalogue/product-options-query.ts';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
import type { CreateValues } from './create-form.ts';
import { sizeLabel } from './placement-fields.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/** The review's part for step 1, with the catalogue's names for what was chosen. */
export function InstanceSummary({ values }: { values: CreateValues }) {
  const { t } = useTranslation();
  const { edition, vendor, region, sizeId } = values;
  const creatable = edition === '' ? undefined : edition;
  const products = useProductListQuery();
  const vendors = useVendorListQuery();
  const regions = useUsableRegionsQuery(creatable ? { edition: creatable } : undefined);
  const options = useProductOptionsQuery(
    creatable ? { edition: creatable, vendor, region } : undefined,
  );
  const size = options.data?.sizes.find((item) => item.id === sizeId);
  return (
    <DescriptionList
      columns={2}
      items={[
        {
          term: t('blaze-create.instance.edition'),
          description: products.data?.items.find((item) => item.key === edition)?.title ?? edition,
        },
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

/** The review's part for step 2. */
export function SettingsSummary({ values }: { values: CreateValues }) {
  const { t } = useTranslation();
  const images = useImageListQuery({ kind: 'BLAZE', vendor: values.vendor, region: values.region });
  const image = images.data?.items.find((item) => item.id === values.version);
  const level = logLevelFromNumber(Number(values.logLevel));
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
          term: t('blaze-create.settings.memory-threshold'),
          description: t('blaze-create.review.percent', { value: values.memoryThreshold }),
        },
        {
          term: t('blaze-create.settings.log-level'),
          description: level
            ? t('blaze-create.settings.log-level-option', { number: values.logLevel, name: level })
            : values.logLevel,
        },
        { term: t('blaze-create.settings.node-id-cache'), description: values.nodeIdCache },
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
