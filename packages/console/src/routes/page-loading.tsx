import { useTranslation } from '../i18n/react.tsx';
import { Spinner } from '@quiver/ui';

/** Shown while the first screen's code and data load. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}
