import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Callout, Skeleton, buttonVariants } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useServices } from '../../lib/services.tsx';
import { useCloneTemplateQuery } from '../../data/instance/clone-template-query.ts';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
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
  const navigate = useNavigate();
  const { storage } = useServices();
  const template = useCloneTemplateQuery(sourceId);
  const images = useImageListQuery(
    template.data
      ? { kind: 'MANAGER', vendor: template.data.vendor, region: template.data.region }
      : undefined,
  );
  const ready = template.data !== undefined && (images.data !== undefined || images.isError);
  useEffect(() => {
    if (!ready || !template.data) return;
    const source = template.data;
    const image = images.data?.items.find((item) => item.version === source.version);
    writeManagerDraft(storage, {
      userId,
      passwordTyped: false,
      values: {
        ...pristineManagerValues(),
        vendor: source.vendor,
        region: source.region,
        sizeId: source.sizeId,
        version: image?.id ?? '',
        name: source.name,
        port: String(source.port),
        allowedIps: source.allowedIps.map(({ ip, description }) => ({ ip, description })),
      },
    });
    void navigate(managerStepPaths.instance, { replace: true });
  }, [ready, template.data, images.data, storage, userId, navigate]);

  if (template.isError)
    return (
      <Callout
        tone="danger"
        role="alert"
        toneLabel={t('blaze-create.tone.danger')}
        title={t('managers.create.clone-failed')}
        action={
          <Link to={managerStepPaths.instance} className={buttonVariants({ variant: 'outline' })}>
            {t('blaze-create.clone.start-blank')}
          </Link>
        }
      >
        {template.error.message}
      </Callout>
    );
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p role="status">{t('blaze-create.clone.loading')}</p>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
