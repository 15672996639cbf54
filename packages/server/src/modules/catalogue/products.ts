import { HOURS_PER_MONTH } from '@quiver/contract';
import { instanceKindInfo, type InstanceKind, type ProductCode } from '@quiver/validation';
import { editions, instanceSizes } from './snapshot.ts';
import type { Edition, InstanceSize } from './types.ts';

/**
 * What is sold (spec section 9): products, editions and the instance sizes of each edition, with
 * prices as integer micro-dollars per hour (DECISIONS.md "Money"). The spec's headline price of an
 * edition is the price of its cheapest size on offer. Products are the validation package's
 * vocabulary (codes 1 to 3); editions' texts, sizes and prices are stored in the database.
 */

export interface Product {
  code: ProductCode;
  kind: InstanceKind;
  name: string;
  serverType: string;
  description: string;
}

export const products: readonly Product[] = (['POWERHOUSE', 'MANAGER', 'BLAZE'] as const).map(
  (kind) => ({
    code: instanceKindInfo[kind].productCode,
    kind,
    name: instanceKindInfo[kind].displayName,
    serverType: instanceKindInfo[kind].serverType,
    description: {
      POWERHOUSE:
        'A distributed graph cluster (meta, shard and HDC servers) for large graphs and analytics.',
      MANAGER: 'The web manager for Powerhouse clusters: schema, loading, queries and monitoring.',
      BLAZE: 'A single-server graph database, from a free shared instance to 192 vCPU.',
    }[kind],
  }),
);

/** Micro-dollars in one dollar. */
export const microsPerDollar = 1_000_000;
/** Hours in the monthly estimate (DECISIONS.md "Money": monthly estimate = hourly x 730). */
export const hoursPerMonth = HOURS_PER_MONTH;
// The catalogue's data (editions, sizes, the storage price and step) is the database's, read into
// this process's snapshot; see snapshot.ts and store.ts.
export { editions, instanceSizes, storageGbHourMicros, storageStepGb } from './snapshot.ts';

export function findEdition(key: string): Edition | undefined {
  return editions.find((edition) => edition.key === key);
}

/** A size by key, offered or not (existing instances keep theirs); buying checks `offered`. */
export function findSize(key: string): InstanceSize | undefined {
  return instanceSizes.find((size) => size.key === key);
}

/** The editions that create instances of `kind`, with sizes (contact-us editions excluded). */
export function editionsOf(kind: InstanceKind): Edition[] {
  return editions.filter((edition) => edition.kind === kind && !edition.contactOnly);
}
