import { useTranslation } from '../i18n/react.tsx';
import { Button } from '@quiver/ui';

/** /maintain: recognised by the spec, content not shown there; a plain maintenance notice. */
export default function MaintainRoute() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-8">
      <h1 className="text-2xl font-semibold">{t('maintain.title')}</h1>
      <p className="text-muted-fg">{t('maintain.body')}</p>
      <div>
        <Button onClick={() => window.location.assign('/')}>{t('maintain.retry')}</Button>
      </div>
    </main>
  );
}
