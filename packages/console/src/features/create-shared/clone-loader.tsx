import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { InstanceKind } from '@quiver/validation';
import { Callout, Skeleton, buttonVariants } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import {
  useCloneTemplateQuery,
  type CloneTemplate,
} from '../../data/instance/clone-template-query.ts';
import { useImageListQuery } from '../../data/catalogue/image-list-query.ts';
import '../../i18n/areas/blaze-create/index.ts';
import type { AppPath } from '../../lib/brand.ts';

/** The values of a clone every wizard takes from its source as they are. */
export interface ClonedValues {
  vendor: string;
  region: string;
  sizeId: string;
  /** The catalogue's image id of the source's version ('' when none matches). */
  version: string;
  name: string;
  port: string;
  allowedIps: Array<{ ip: string; description: string }>;
}

/**
 * `?cloneOf=<id>`: the source's settings (`/instance/detail/clone`, with the clone's default name)
 * become the wizard's draft (`keep`, which should be stable: it runs in an effect), and the wizard
 * opens on its first step. The version is matched by its number to the catalogue's image id.
 */
export function CloneLoader({
  sourceId,
  kind,
  firstStepPath,
  failedTitle,
  keep,
}: {
  sourceId: string;
  /** The kind of the clone (the catalogue's images are per kind). */
  kind: InstanceKind;
  firstStepPath: AppPath;
  /** The heading of a template that could not be read. */
  failedTitle: string;
  /** Keeps the clone as the wizard's draft. */
  keep: (source: CloneTemplate, values: ClonedValues) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const template = useCloneTemplateQuery(sourceId);
  const images = useImageListQuery(
    template.data
      ? { kind, vendor: template.data.vendor, region: template.data.region }
      : undefined,
  );

  const ready = template.data !== undefined && (images.data !== undefined || images.isError);
  useEffect(() => {
    if (!ready || !template.data) return;
    const source = template.data;
    const image = images.data?.items.find((item) => item.version === source.version);
    keep(source, {
      vendor: source.vendor,
      region: source.region,
      sizeId: source.sizeId,
      version: image?.id ?? '',
      name: source.name,
      port: String(source.port),
      allowedIps: source.allowedIps.map(({ ip, description }) => ({ ip, description })),
    });
    void navigate(firstStepPath, { replace: true });
  }, [ready, template.data, images.data, keep, firstStepPath, navigate]);

  if (template.isError)
    return (
      <Callout
        tone="danger"
        role="alert"
        toneLabel={t('blaze-create.tone.danger')}
        title={failedTitle}
        action={
          <Link to={firstStepPath} className={buttonVariants({ variant: 'outline' })}>
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
