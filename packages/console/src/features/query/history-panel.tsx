import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Button } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { historyLimit } from './query-history.ts';
import '../../i18n/areas/query/index.ts';

/** The last statements run on this instance, newest first: each can run again or be edited. */
export function HistoryPanel({
  statements,
  onRun,
  onEdit,
}: {
  statements: readonly string[];
  onRun: (statement: string) => void;
  onEdit: (statement: string) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('query.history.title')}</CardTitle>
        <CardDescription>{t('query.history.description', { limit: historyLimit })}</CardDescription>
      </CardHeader>
      <CardContent>
        {statements.length === 0 ? (
          <p className="text-sm text-muted-fg">{t('query.history.empty')}</p>
        ) : (
          <ol
            aria-label={t('query.history.title')}
            className="flex flex-col divide-y divide-border"
          >
            {statements.map((statement, index) => (
              <li key={statement} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
                <code
                  id={`${baseId}-${index}`}
                  className="line-clamp-3 font-mono text-xs [overflow-wrap:anywhere] whitespace-pre-wrap"
                >
                  {statement}
                </code>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-describedby={`${baseId}-${index}`}
                    onClick={() => onRun(statement)}
                  >
                    {t('query.history.run')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-describedby={`${baseId}-${index}`}
                    onClick={() => onEdit(statement)}
                  >
                    {t('query.history.edit')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
