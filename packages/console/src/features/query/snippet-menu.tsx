import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ChevronDown } from 'lucide-react';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useQueryPaths } from './query-paths.ts';
import { starterSnippets, type StarterSnippetId } from './starter-snippets.ts';
import '../../i18n/areas/query/index.ts';

/**
 * Starter statements, in the order a graph is built (kuzu needs a table before data), and the way
 * to the sample graphs. Choosing one puts it in the editor, replacing its text in a way Ctrl/⌘+Z
 * undoes.
 */
export function SnippetMenu({
  instanceId,
  onInsert,
}: {
  instanceId: string;
  onInsert: (statement: string) => void;
}) {
  const samples = useQueryPaths().samples(instanceId);
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Inserted once the menu has closed: the menu gives focus back to its button as it closes,
  // and the statement should land in the editor with the focus, ready to run.
  const chosen = useRef<string | null>(null);
  const names: Record<StarterSnippetId, string> = {
    'create-node-table': t('query.snippets.create-node-table'),
    'create-rel-table': t('query.snippets.create-rel-table'),
    'create-nodes': t('query.snippets.create-nodes'),
    'create-relationship': t('query.snippets.create-relationship'),
    match: t('query.snippets.match'),
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          {t('query.snippets.label')}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        onCloseAutoFocus={(event) => {
          const statement = chosen.current;
          chosen.current = null;
          if (statement === null) return;
          event.preventDefault();
          onInsert(statement);
        }}
      >
        {starterSnippets.map((snippet) => (
          <DropdownMenuItem
            key={snippet.id}
            onSelect={() => {
              chosen.current = snippet.statement;
            }}
          >
            {names[snippet.id]}
          </DropdownMenuItem>
        ))}
        {samples === null ? null : (
          <>
            <DropdownMenuSeparator />
            {/* A menu item that navigates: the ui's item cannot wrap a link (its icon slots). */}
            <DropdownMenuItem onSelect={() => void navigate(samples)}>
              {t('query.snippets.load-sample')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
