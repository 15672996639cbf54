import type { DescriptionListItem } from '@quiver/ui';
import type { InstanceKind } from '@quiver/validation';
import { useTranslation } from '../../i18n/react.tsx';
import { useVendorListQuery } from '../../data/catalogue/vendor-list-query.ts';
import { useUsableRegionsQuery } from '../../data/catalogue/usable-regions-query.ts';
import { useProductOptionsQuery } from '../../data/catalogue/product-options-query.ts';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
import type { PlacedEdition } from '../blaze-create/create-form.ts';
import { sizeLabel } from '../blaze-create/placement-fields.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/**
 * The review's lines for a placement (provider, region, size), with the catalogue's names for what
 * was chosen; `edition` undefined while none is chosen.
 */
export function usePlacementItems(
  edition: PlacedEdition | undefined,
  { vendor, region, sizeId }: { vendor: string; region: string; sizeId: string },
): DescriptionListItem[] {
  const { t } = useTranslation();
  const vendors = useVendorListQuery();
  const regions = useUsableRegionsQuery(edition ? { edition } : undefined);
  const options = useProductOptionsQuery(edition ? { edition, vendor, region } : undefined);
  const size = options.data?.sizes.find((item) => item.id === sizeId);
  return [
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
  ];
}

/** The review's lines for the settings every placed wizard asks: name, version, port, allowed IPs. */
export function useSettingsItems(
  kind: InstanceKind,
  values: {
    vendor: string;
    region: string;
    name: string;
    version: string;
    port: string;
    allowedIps: Array<{ ip: string; description: string }>;
  },
): DescriptionListItem[] {
  const { t } = useTranslation();
  const images = useImageListQuery({ kind, vendor: values.vendor, region: values.region });
  const image = images.data?.items.find((item) => item.id === values.version);
  return [
    { term: t('blaze-create.settings.name'), description: values.name },
    { term: t('blaze-create.settings.version'), description: image?.name ?? values.version },
    { term: t('blaze-create.settings.port'), description: values.port },
    {
      term: t('blaze-create.settings.allowed-ips'),
      description:
        values.allowedIps.length === 0 ? (
          t('blaze-create.review.no-ips')
        ) : (
          <AllowedIpList rows={values.allowedIps} />
        ),
    },
  ];
}

/** The allowed IPs of a review, each with its description. */
export function AllowedIpList({ rows }: { rows: Array<{ ip: string; description: string }> }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {rows.map((row, index) => (
        <li key={index}>
          <span className="font-mono">{row.ip}</span>
          {row.description === '' ? null : ` — ${row.description}`}
        </li>
      ))}
    </ul>
  );
}
