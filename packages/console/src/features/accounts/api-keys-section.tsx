import { useRef, useState } from 'react';
import { API_KEY_LIMIT, type ApiKey } from '@quiver/contract';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useApiKeyListQuery } from '../../data/api-keys/api-key-list-query.ts';
import { ApiKeysTable } from './api-keys-table.tsx';
import { ApiKeyCreateDialog } from './api-key-create-dialog.tsx';
import { ApiKeyRenameDialog } from './api-key-rename-dialog.tsx';
import { ApiKeyDeleteDialog } from './api-key-delete-dialog.tsx';
import '../../i18n/areas/accounts/index.ts';

/** API keys: list, create (secret shown once), rename, delete. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const list = useApiKeyListQuery();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const count = list.data?.items.length ?? 0;
  // The dialogs open without a Radix trigger, so on close focus would fall back to the page: it
  // goes back to the button that opened them, or to "Create API key" when that row is gone.
  const createButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const remember = (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : createButton.current;
    opener.current = null;
    target?.focus();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('api-keys.title')}</CardTitle>
        <CardDescription>{t('api-keys.help', { limit: API_KEY_LIMIT })}</CardDescription>
        <CardAction>
          <Button
            ref={createButton}
            onClick={(event) => {
              remember(event);
              setCreating(true);
            }}
            disabled={count >= API_KEY_LIMIT}
          >
            {t('api-keys.create')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{t('api-keys.load-failed')}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : count === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('api-keys.empty-title')}
            description={t('api-keys.empty-body')}
          />
        ) : (
          <ApiKeysTable
            apiKeys={list.data.items}
            onRename={(apiKey, event) => {
              remember(event);
              setRenaming(apiKey);
            }}
            onDelete={(apiKey, event) => {
              remember(event);
              setDeleting(apiKey);
            }}
          />
        )}
      </CardContent>
      <ApiKeyCreateDialog
        open={creating}
        onOpenChange={setCreating}
        onCloseAutoFocus={returnFocus}
      />
      {renaming !== null && (
        <ApiKeyRenameDialog
          apiKey={renaming}
          onClose={() => setRenaming(null)}
          onCloseAutoFocus={returnFocus}
        />
      )}
      <ApiKeyDeleteDialog
        apiKey={deleting}
        onClose={() => setDeleting(null)}
        // Its row is about to go: focus returns to "Create API key" instead.
        onDeleting={() => {
          opener.current = null;
        }}
        onCloseAutoFocus={returnFocus}
      />
    </Card>
  );
}
