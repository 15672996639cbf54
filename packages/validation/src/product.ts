// What is sold: the three kinds of instance, their server types and product codes, instance types,
// Powerhouse server roles and the editions offered (spec section 1 and 9).
import { z } from 'zod';

const invalidOption = { error: 'validation.invalid-option' } as const;

export const instanceKinds = ['BLAZE', 'POWERHOUSE', 'MANAGER'] as const;
export const instanceKind = z.enum(instanceKinds, invalidOption);
export type InstanceKind = z.infer<typeof instanceKind>;

export const serverTypes = ['GRAPH_V4', 'GRAPH_V5', 'MANAGER'] as const;
export const serverType = z.enum(serverTypes, invalidOption);
export type ServerType = z.infer<typeof serverType>;

/** Product codes as the catalogue numbers them: POWERHOUSE=1, MANAGER=2, BLAZE=3. */
export const productCodes = [1, 2, 3] as const;
export const productCode = z.literal(productCodes, invalidOption);
export type ProductCode = z.infer<typeof productCode>;

/** Each kind's display name, server type and product code. */
export const instanceKindInfo = {
  BLAZE: { displayName: 'Blaze', serverType: 'GRAPH_V4', productCode: 3 },
  POWERHOUSE: { displayName: 'Powerhouse', serverType: 'GRAPH_V5', productCode: 1 },
  MANAGER: { displayName: 'Manager', serverType: 'MANAGER', productCode: 2 },
} as const satisfies Record<
  InstanceKind,
  { displayName: string; serverType: ServerType; productCode: ProductCode }
>;

/** The kind whose server type is `type`. */
export function instanceKindOfServerType(type: ServerType): InstanceKind {
  return instanceKinds.find((kind) => instanceKindInfo[kind].serverType === type) as InstanceKind;
}

/** The kind whose product code is `code`. */
export function instanceKindOfProductCode(code: ProductCode): InstanceKind {
  return instanceKinds.find((kind) => instanceKindInfo[kind].productCode === code) as InstanceKind;
}

/** STANDARD is billed by size; FREE is the one shared (free-sized) instance an account may have. */
export const instanceTypes = ['STANDARD', 'FREE'] as const;
export const instanceType = z.enum(instanceTypes, invalidOption);
export type InstanceType = z.infer<typeof instanceType>;

/** The roles of the servers of a Powerhouse (GRAPH_V5) cluster. */
export const powerhouseServerRoles = [
  'GRAPH_V5_HDC_SERVER',
  'GRAPH_V5_SHARD_SERVER',
  'GRAPH_V5_META_SERVER',
] as const;
export const powerhouseServerRole = z.enum(powerhouseServerRoles, invalidOption);
export type PowerhouseServerRole = z.infer<typeof powerhouseServerRole>;

/** Stable keys of the editions offered, in the order the catalogue lists them. */
export const editionKeys = [
  'shared',
  'standard',
  'powerhouse-standard',
  'manager-standard',
  'enterprise',
] as const;
export const editionKey = z.enum(editionKeys, invalidOption);
export type EditionKey = z.infer<typeof editionKey>;

export interface EditionInfo {
  /** The title the catalogue shows. */
  readonly title: string;
  /** The kind of instance it creates; null for Enterprise, which is arranged with sales. */
  readonly kind: InstanceKind | null;
  /** The instance type it creates; null for Enterprise. */
  readonly instanceType: InstanceType | null;
  /** True when the edition cannot be bought in the console, only requested ("contact us"). */
  readonly contactOnly: boolean;
}

export const editionInfo = {
  shared: { title: 'Shared', kind: 'BLAZE', instanceType: 'FREE', contactOnly: false },
  standard: { title: 'Standard', kind: 'BLAZE', instanceType: 'STANDARD', contactOnly: false },
  'powerhouse-standard': {
    title: 'Graph Powerhouse Standard',
    kind: 'POWERHOUSE',
    instanceType: 'STANDARD',
    contactOnly: false,
  },
  'manager-standard': {
    title: 'Manager Standard',
    kind: 'MANAGER',
    instanceType: 'STANDARD',
    contactOnly: false,
  },
  enterprise: { title: 'Enterprise', kind: null, instanceType: null, contactOnly: true },
} as const satisfies Record<EditionKey, EditionInfo>;
