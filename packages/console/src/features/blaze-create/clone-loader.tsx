import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Callout, Skeleton, buttonVariants } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useServices } from '../../lib/services.tsx';
import { useCloneTemplateQuery } from '../../data/instance/clone-template-query.ts';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
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
  const navigate = useNavigate();
  const { storage } = useServices();
  const template = useCloneTemplateQuery(sourceId);
  const images = useImageListQuery(
    template.data
      ? { kind: 'BLAZE', vendor: template.data.vendor, region: template.data.region }
      : undefined,
  );

  const ready = template.data !== undefined && (images.data !== undefined || images.isError);
  useEffect(() => {
    if (!ready || !template.data) return;
    const source = template.data;
    const edition = (creatableEditions as readonly string[]).includes(source.edition)
      ? (source.edition as CreatableEdition)
      : '';
    const image = images.data?.items.find((item) => item.version === source.version);
    writeDraft(storage, {
      userId,
      cloneOf: source.sourceInstanceId,
      passwordTyped: false,
      values: {
        ...pristineValues(),
        edition,
        vendor: source.vendor,
        region: source.region,
        sizeId: source.sizeId,
        version: image?.id ?? '',
        name: source.name,
        port: String(source.port),
        allowedIps: source.allowedIps.map(({ ip, description }) => ({ ip, description })),
        memoryThreshold: String(source.memoryThreshold),
        logLevel: String(source.logLevel),
        nodeIdCache: String(source.nodeIdCache),
        shortUuid: source.shortUuid,
      },
    });
    void navigate(createStepPaths.instance, { replace: true });
  }, [ready, template.data, images.data, storage, userId, navigate]);

  if (template.isError)
    return (
      <Callout
        tone="danger"
        role="alert"
        toneLabel={t('blaze-create.tone.danger')}
        title={t('blaze-create.clone.failed-title')}
        action={
          <Link to={createStepPaths.instance} className={buttonVariants({ variant: 'outline' })}>
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
