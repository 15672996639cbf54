import type { MouseEvent } from 'react';
import type { ApiKey } from '@quiver/contract';
import { Button } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import '../../i18n/areas/accounts/index.ts';

function when(value: string | null, fallback: string, locale: string): string {
  return value === null ? fallback : formatDateTime(value, locale, 'date');
}

interface ApiKeysTableProps {
  apiKeys: readonly ApiKey[];
  onRename: (apiKey: ApiKey, event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (apiKey: ApiKey, event: MouseEvent<HTMLButtonElement>) => void;
}

/** The keys with their dates (never the secret: only its first characters) and row actions. */
export function ApiKeysTable({ apiKeys, onRename, onDelete }: ApiKeysTableProps) {
  const { t, i18n } = useTranslation();
  const headings = [
    t('api-keys.name'),
    t('api-keys.key'),
    t('api-keys.created'),
    t('api-keys.expires'),
    t('api-keys.last-used'),
  ];
  return (
    // Relative: the visually hidden "Actions" heading is positioned against this box, so it stays
    // inside what scrolls instead of widening a phone's page (QA: 505 px on a 390 px screen).
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('api-keys.title')}</caption>
        <thead className="text-muted-fg">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4 font-medium">
                {heading}
              </th>
            ))}
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('api-keys.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {apiKeys.map((apiKey) => (
            <tr key={apiKey.id} className="border-t border-border">
              <td className="py-2 pr-4 font-medium">{apiKey.name}</td>
              <td className="py-2 pr-4 font-mono">{apiKey.prefix}…</td>
              <td className="py-2 pr-4">{when(apiKey.createdAt, '', i18n.language)}</td>
              <td className="py-2 pr-4">
                {when(apiKey.expiresAt, t('api-keys.expiry-never'), i18n.language)}
              </td>
              <td className="py-2 pr-4">
                {when(apiKey.lastUsedAt, t('accounts.never'), i18n.language)}
              </td>
              <td className="py-2">
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={(event) => onRename(apiKey, event)}
                    aria-label={t('api-keys.rename-named', { name: apiKey.name })}
                  >
                    {t('api-keys.rename')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={(event) => onDelete(apiKey, event)}
                    aria-label={t('api-keys.delete-named', { name: apiKey.name })}
                  >
                    {t('common.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
