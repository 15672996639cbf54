// The fixed configuration of the free cluster (`/cluster/free/config`): the smallest Powerhouse
// size, one META and one SHARD server, the default version, in the first usable region of the
// first vendor. Exactly one META server: the one-free index of `instances` counts a free cluster
// through it (src/db/schema.ts).
import { instanceDefaults } from '@quiver/contract';
import type { PowerhouseServerRole } from '@quiver/validation';
import { defaultImage, findEdition, regionsOf, vendors } from '../catalogue/index.ts';

export interface ServerLine {
  role: PowerhouseServerRole;
  sizeKey: string;
  count: number;
  storageGb: number;
}

export interface FreeClusterConfig {
  vendor: string;
  region: string;
  imageId: string;
  version: string;
  port: number;
  lines: ServerLine[];
}

export function freeClusterConfig(): FreeClusterConfig {
  const vendor = vendors[0];
  if (!vendor) throw new Error('the catalogue has no vendor');
  const region = regionsOf(vendor.key).find((candidate) => candidate.usable);
  if (!region) throw new Error(`${vendor.key} has no usable region`);
  const smallest = findEdition('powerhouse-standard')?.sizes[0];
  if (!smallest) throw new Error('the catalogue has no Powerhouse size');
  const image = defaultImage('POWERHOUSE');
  const line = (role: PowerhouseServerRole): ServerLine => ({
    role,
    sizeKey: smallest.key,
    count: 1,
    storageGb: smallest.defaultStorageGb,
  });
  return {
    vendor: vendor.key,
    region: region.code,
    imageId: image.id,
    version: image.version,
    port: instanceDefaults.port,
    lines: [line('GRAPH_V5_META_SERVER'), line('GRAPH_V5_SHARD_SERVER')],
  };
}
