import type { PowerhouseServerRole } from '@quiver/validation';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/clusters/index.ts';

/** The three server roles of spec section 1 in the reader's language (one server, several). */
export function useRoleLabels(): {
  one: Record<PowerhouseServerRole, string>;
  many: Record<PowerhouseServerRole, string>;
} {
  const { t } = useTranslation();
  return {
    one: {
      GRAPH_V5_META_SERVER: t('clusters.role.meta'),
      GRAPH_V5_SHARD_SERVER: t('clusters.role.shard'),
      GRAPH_V5_HDC_SERVER: t('clusters.role.hdc'),
    },
    many: {
      GRAPH_V5_META_SERVER: t('clusters.role.meta-servers'),
      GRAPH_V5_SHARD_SERVER: t('clusters.role.shard-servers'),
      GRAPH_V5_HDC_SERVER: t('clusters.role.hdc-servers'),
    },
  };
}
