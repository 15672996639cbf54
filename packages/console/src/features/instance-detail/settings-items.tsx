import type { Instance } from '@quiver/contract';
import { logLevelFromNumber } from '@quiver/validation';
import type { DescriptionListItem } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/instance-detail/index.ts';

/**
 * The instance's settings (spec section 3) as description-list items: listening port, allowed
 * inbound IPs each with its description, memory threshold, log level with its name, node ID cache
 * and short UUID. The overview and the configuration summary show the same lines.
 */
export function useSettingsItems(instance: Instance): DescriptionListItem[] {
  const { t, i18n } = useTranslation();
  const levelName = logLevelFromNumber(instance.logLevel);
  return [
    { id: 'port', term: t('instance-detail.field.port'), description: String(instance.port) },
    {
      id: 'allowed-ips',
      term: t('instance-detail.field.allowed-ips'),
      description:
        instance.allowedIps.length === 0 ? (
          t('instance-detail.allowed-ips-none')
        ) : (
          <ul className="flex flex-col gap-1">
            {instance.allowedIps.map((entry) => (
              <li key={entry.ip}>
                <span className="font-mono">{entry.ip}</span>
                {entry.description !== '' && (
                  <span className="text-muted-fg"> — {entry.description}</span>
                )}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'memory-threshold',
      term: t('instance-detail.field.memory-threshold'),
      description: t('instance-detail.percent', { value: instance.memoryThreshold }),
    },
    {
      id: 'log-level',
      term: t('instance-detail.field.log-level'),
      description:
        levelName === undefined
          ? String(instance.logLevel)
          : t('instance-detail.log-level', { level: instance.logLevel, name: levelName }),
    },
    {
      id: 'node-id-cache',
      term: t('instance-detail.field.node-id-cache'),
      description: instance.nodeIdCache.toLocaleString(i18n.language),
    },
    {
      id: 'short-uuid',
      term: t('instance-detail.field.short-uuid'),
      description: instance.shortUuid
        ? t('instance-detail.short-uuid-on')
        : t('instance-detail.short-uuid-off'),
    },
  ];
}
