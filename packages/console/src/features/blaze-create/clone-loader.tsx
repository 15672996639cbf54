import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useServices } from '../../lib/services.tsx';
import type { CloneTemplate } from '../../data/instance/clone-template-query.ts';
import {
  CloneLoader as CloneTemplateLoader,
  type ClonedValues,
} from '../create-shared/clone-loader.tsx';
import { creatableEditions, pristineValues, type CreatableEdition } from './create-form.ts';
import { writeDraft } from './create-draft.ts';
import { createStepPaths } from './create-steps.ts';
import '../../i18n/areas/blaze-create/index.ts';

/**
 * `?cloneOf=<id>`: the source's settings (`/instance/detail/clone`, with the clone's default name)
 * become the wizard's draft, remembered with `cloneOf` for the create call, and the wizard opens
 * on its first step. The graph version is matched by its number to the catalogue's image id.
 */
export function CloneLoader({ sourceId, userId }: { sourceId: string; userId: string | null }) {
  const { t } = useTranslation();
  const { storage } = useServices();
  const keep = useCallback(
    (source: CloneTemplate, cloned: ClonedValues) => {
      const edition = (creatableEditions as readonly string[]).includes(source.edition)
        ? (source.edition as CreatableEdition)
        : '';
      writeDraft(storage, {
        userId,
        cloneOf: source.sourceInstanceId,
        passwordTyped: false,
        values: {
          ...pristineValues(),
          edition,
          ...cloned,
          memoryThreshold: String(source.memoryThreshold),
          logLevel: String(source.logLevel),
          nodeIdCache: String(source.nodeIdCache),
          shortUuid: source.shortUuid,
        },
      });
    },
    [storage, userId],
  );
  return (
    <CloneTemplateLoader
      sourceId={sourceId}
      kind="BLAZE"
      firstStepPath={createStepPaths.instance}
      failedTitle={t('blaze-create.clone.failed-title')}
      keep={keep}
    />
  );
}
