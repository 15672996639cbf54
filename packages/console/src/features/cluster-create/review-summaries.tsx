import { DescriptionList } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useVendorListQuery } from '../../data/catalogue/vendor-list-query.ts';
import { useUsableRegionsQuery } from '../../data/catalogue/usable-regions-query.ts';
import { useProductOptionsQuery } from '../../data/catalogue/product-options-query.ts';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
import { useFreeClusterConfigQuery } from '../../data/clusters/cluster-free-config-query.ts';
import { sizeLabel } from '../blaze-create/placement-fields.tsx';
import { useRoleLabels } from '../cluster-shared/role-labels.ts';
import { layoutRoles, roleOf, type ClusterValues } from './cluster-form.ts';
import { AllowedIpList } from '../create-shared/review-items.tsx';
import { useEngineSettingsItems } from '../create-shared/engine-settings.tsx';
import '../../i18n/areas/clusters/index.ts';

/** The review's part for step 1: the type, where it runs and its servers, by the catalogue's names. */
export function ClusterSummary({ values }: { values: ClusterValues }) {
  const { t } = useTranslation();
  const roles = useRoleLabels();
  const free = values.type === 'free';
  const config = useFreeClusterConfigQuery({ enabled: free });
  const vendors = useVendorListQuery();
  const regions = useUsableRegionsQuery(free ? undefined : { edition: 'powerhouse-standard' });
  const options = useProductOptionsQuery(
    free || values.vendor === '' || values.region === ''
      ? undefined
      : { edition: 'powerhouse-standard', vendor: values.vendor, region: values.region },
  );
  const vendor = free ? (config.data?.vendor ?? '') : values.vendor;
  const region = free ? (config.data?.region ?? '') : values.region;
  const servers = free
    ? (config.data?.servers ?? []).map((line) => ({
        term: roles.many[line.role],
        description: t('clusters.create.free.line', {
          count: line.count,
          vcpu: line.size.vcpu,
          memory: line.size.memoryGb,
          storage: line.storageGb,
        }),
      }))
    : layoutRoles
        .filter((role) => Number(values.layout[role].count) > 0)
        .map((role) => {
          const line = values.layout[role];
          const size = options.data?.sizes.find((item) => item.id === line.sizeId);
          return {
            term: roles.many[roleOf[role]],
            description: t('clusters.create.review.line', {
              count: line.count,
              size: size ? sizeLabel(t, size) : line.sizeId,
            }),
          };
        });
  return (
    <DescriptionList
      columns={2}
      items={[
        {
          term: t('clusters.create.type'),
          description: free ? t('clusters.create.free.title') : t('clusters.create.standard'),
        },
        {
          term: t('clusters.field.vendor'),
          description: vendors.data?.items.find((item) => item.id === vendor)?.name ?? vendor,
        },
        {
          term: t('clusters.field.region'),
          description:
            regions.data?.items.find((item) => item.vendor === vendor && item.id === region)
              ?.location ?? region,
        },
        ...servers,
      ]}
    />
  );
}

/** The review's part for step 2: never the password. */
export function SettingsSummary({ values }: { values: ClusterValues }) {
  const { t } = useTranslation();
  const free = values.type === 'free';
  const config = useFreeClusterConfigQuery({ enabled: free });
  const images = useImageListQuery({ kind: 'POWERHOUSE' });
  const engine = useEngineSettingsItems(values);
  const version = free
    ? images.data?.items.find((image) => image.version === config.data?.version)?.name
    : images.data?.items.find((image) => image.id === values.version)?.name;
  return (
    <DescriptionList
      columns={2}
      items={[
        { term: t('clusters.create.name'), description: values.name },
        {
          term: t('clusters.field.version'),
          description: version ?? (free ? config.data?.version : values.version) ?? '',
        },
        {
          term: t('clusters.field.port'),
          description: free ? String(config.data?.port ?? '') : values.port,
        },
        {
          term: t('clusters.field.allowed-ips'),
          description:
            values.allowedIps.length === 0 ? (
              t('clusters.create.review.no-ips')
            ) : (
              <AllowedIpList rows={values.allowedIps} />
            ),
        },
        ...(free ? [] : engine),
        { term: t('clusters.create.root.username'), description: 'root' },
        {
          term: t('clusters.create.root.password'),
          description: t('clusters.create.review.password-set'),
        },
      ]}
    />
  );
}
