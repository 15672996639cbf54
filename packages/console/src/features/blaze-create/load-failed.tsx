import { Button, Callout } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/** A catalogue call failed: said in place of what it would have shown, with a retry. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout
      tone="danger"
      role="alert"
      toneLabel={t('blaze-create.tone.danger')}
      title={t('blaze-create.load-failed', { what })}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
