import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useServices } from '../../lib/services.tsx';
import { CloneLoader, type ClonedValues } from '../create-shared/clone-loader.tsx';
import { pristineManagerValues } from './manager-form.ts';
import { writeManagerDraft } from './manager-draft.ts';
import { managerStepPaths } from './manager-steps.ts';
import '../../i18n/areas/blaze-create/index.ts';
import '../../i18n/areas/managers/index.ts';

/**
 * `?cloneOf=<id>` (the actions menu's Clone of a Manager): the source's settings
 * (`/instance/detail/clone`, with the clone's default name) become the wizard's draft and the
 * wizard opens on its first step; the version is matched by its number to the catalogue's image.
 * The clone needs its own root password and manages no cluster until chosen.
 */
export function ManagerCloneLoader({
  sourceId,
  userId,
}: {
  sourceId: string;
  userId: string | null;
}) {
  const { t } = useTranslation();
  const { storage } = useServices();
  const keep = useCallback(
    (_source: unknown, cloned: ClonedValues) =>
      writeManagerDraft(storage, {
        userId,
        passwordTyped: false,
        values: { ...pristineManagerValues(), ...cloned },
      }),
    [storage, userId],
  );
  return (
    <CloneLoader
      sourceId={sourceId}
      kind="MANAGER"
      firstStepPath={managerStepPaths.instance}
      failedTitle={t('managers.create.clone-failed')}
      keep={keep}
    />
  );
}
