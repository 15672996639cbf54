import { DescriptionList } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useVendorListQuery } from '../../data/catalogue/vendor-list-query.ts';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
import { useFreeClusterConfigQuery } from '../../data/clusters/cluster-free-config-query.ts';
import { useRoleLabels } from '../cluster-shared/role-labels.ts';
import '../../i18n/areas/clusters/index.ts';

/** The free cluster's fixed configuration, shown (not asked): where it runs and its servers. */
export function FreeConfiguration() {
  const { t } = useTranslation();
  const roles = useRoleLabels();
  const config = useFreeClusterConfigQuery();
  const vendors = useVendorListQuery();
  const images = useImageListQuery({ kind: 'POWERHOUSE' });
  if (config.data === undefined) return null;
  const { vendor, region, version, port, servers } = config.data;
  const versionName =
    images.data?.items.find((image) => image.version === version)?.name ?? version;
  return (
    <section aria-labelledby="cluster-create-free" className="flex flex-col gap-3">
      <h3 id="cluster-create-free" className="text-base font-semibold">
        {t('clusters.create.free.configuration')}
      </h3>
      <p className="text-sm text-muted-fg">{t('clusters.create.free.configuration-help')}</p>
      <DescriptionList
        columns={2}
        items={[
          {
            term: t('clusters.field.vendor'),
            description: vendors.data?.items.find((item) => item.id === vendor)?.name ?? vendor,
          },
          { term: t('clusters.field.region'), description: region },
          ...servers.map((line) => ({
            term: roles.many[line.role],
            description: t('clusters.create.free.line', {
              count: line.count,
              vcpu: line.size.vcpu,
              memory: line.size.memoryGb,
              storage: line.storageGb,
            }),
          })),
          { term: t('clusters.field.version'), description: versionName },
          { term: t('clusters.field.port'), description: String(port) },
        ]}
      />
    </section>
  );
}
