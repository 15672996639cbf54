import type { InstanceKind } from '@quiver/validation';

/**
 * Versions of the graph server offered per product (v1 and v2 `/image/list`). Every version runs on
 * the same local engine here; the list is what customers pick from and what clusters upgrade to.
 */
export interface ImageVersion {
  /** The image id the create call sends as `version` (a catalogue key). */
  id: string;
  kind: InstanceKind;
  version: string;
  /** Preselected in the create wizard. */
  isDefault: boolean;
  /** Released, most recent first within a kind. */
  releasedOn: string;
  notes: string;
}

export const images: readonly ImageVersion[] = [
  {
    id: 'blaze-4.5.2',
    kind: 'BLAZE',
    version: '4.5.2',
    isDefault: true,
    releasedOn: '2026-09-15',
    notes: 'Faster path queries; short UUIDs.',
  },
  {
    id: 'blaze-4.4.7',
    kind: 'BLAZE',
    version: '4.4.7',
    isDefault: false,
    releasedOn: '2026-04-02',
    notes: 'Long-term support.',
  },
  {
    id: 'blaze-4.3.12',
    kind: 'BLAZE',
    version: '4.3.12',
    isDefault: false,
    releasedOn: '2025-11-20',
    notes: 'Security fixes only.',
  },
  {
    id: 'powerhouse-5.2.1',
    kind: 'POWERHOUSE',
    version: '5.2.1',
    isDefault: true,
    releasedOn: '2026-08-28',
    notes: 'Rebalancing without downtime.',
  },
  {
    id: 'powerhouse-5.1.4',
    kind: 'POWERHOUSE',
    version: '5.1.4',
    isDefault: false,
    releasedOn: '2026-02-10',
    notes: 'Long-term support.',
  },
  {
    id: 'manager-2.3.0',
    kind: 'MANAGER',
    version: '2.3.0',
    isDefault: true,
    releasedOn: '2026-09-01',
    notes: 'Cluster upgrade assistant.',
  },
  {
    id: 'manager-2.2.5',
    kind: 'MANAGER',
    version: '2.2.5',
    isDefault: false,
    releasedOn: '2026-03-18',
    notes: 'Long-term support.',
  },
];

export function imagesOf(kind: InstanceKind): ImageVersion[] {
  return images.filter((image) => image.kind === kind);
}

export function findImage(id: string): ImageVersion | undefined {
  return images.find((image) => image.id === id);
}

export function defaultImage(kind: InstanceKind): ImageVersion {
  const image = images.find((candidate) => candidate.kind === kind && candidate.isDefault);
  if (!image) throw new Error(`no default image for ${kind}`);
  return image;
}

/** Versions newer than `current` for the same kind (cluster and manager upgrade checks). */
export function upgradesFrom(kind: InstanceKind, current: string): ImageVersion[] {
  return imagesOf(kind).filter((image) => compareVersions(image.version, current) > 0);
}

/** Compares dotted numeric versions: negative when a < b, 0 when equal, positive when a > b. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
