import { useTranslation } from '../i18n/react.tsx';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@quiver/ui';
import { isApiError } from '../lib/api.ts';

/** What a route shows when its code or data failed to load: a plain message and a way forward. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('Route failed', error);
  const traceId = isApiError(error) && error.traceId !== '' ? error.traceId : null;
  return (
    <main className="mx-auto flex max-w-lg flex-col items-start gap-4 p-8" role="alert">
      <h1 className="text-2xl font-semibold">{t('common.error-title')}</h1>
      <p className="text-muted-fg">{t('common.error-body')}</p>
      {traceId !== null && (
        <p className="font-mono text-sm text-muted-fg">{t('common.trace-id', { traceId })}</p>
      )}
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </main>
  );
}
