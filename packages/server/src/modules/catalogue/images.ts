import type { InstanceKind } from '@quiver/validation';
import { images } from './snapshot.ts';
import type { ImageVersion } from './types.ts';
import { compareVersions } from './versions.ts';

export { compareVersions } from './versions.ts';

export { images } from './snapshot.ts';

/** The versions of a kind customers may pick, newest release first. */
export function imagesOf(kind: InstanceKind): ImageVersion[] {
  return images.filter((image) => image.kind === kind && image.offered);
}

/** An image customers may pick (create, upgrade); undefined for unknown or withdrawn ones. */
export function findImage(id: string): ImageVersion | undefined {
  return images.find((image) => image.id === id && image.offered);
}

/** An image by id, withdrawn or not (what an existing instance runs). */
export function findAnyImage(id: string): ImageVersion | undefined {
  return images.find((image) => image.id === id);
}

export function defaultImage(kind: InstanceKind): ImageVersion {
  const image = images.find(
    (candidate) => candidate.kind === kind && candidate.isDefault && candidate.offered,
  );
  if (!image) throw new Error(`no default image for ${kind}`);
  return image;
}

/** Versions newer than `current` for the same kind (cluster and manager upgrade checks). */
export function upgradesFrom(kind: InstanceKind, current: string): ImageVersion[] {
  return imagesOf(kind).filter((image) => compareVersions(image.version, current) > 0);
}
