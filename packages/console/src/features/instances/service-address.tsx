import { CopyButton } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/instances/index.ts';

/**
 * An instance's `host:port`, with a copy button; until the instance is reachable, a note that it
 * is not yet, and once it is terminated (`ended`), that its address is released.
 */
export function ServiceAddress({
  address,
  name,
  ended = false,
}: {
  address: string | null;
  name: string;
  ended?: boolean;
}) {
  const { t } = useTranslation();
  if (address === null)
    return (
      <span className="text-muted-fg">
        {t(ended ? 'instances.address-released' : 'instances.address-none')}
      </span>
    );
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <span className="truncate font-mono text-xs">{address}</span>
      <CopyButton
        value={address}
        label={t('instances.copy-address', { name })}
        copiedLabel={t('instances.copied')}
        failedLabel={t('instances.copy-failed')}
        className="-my-1 shrink-0"
      />
    </span>
  );
}
