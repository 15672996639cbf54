import type { Instance } from '@quiver/contract';

/**
 * What the name, network and server-settings forms change: an instance, or a Powerhouse cluster
 * (`of: 'cluster'`: the same fields, its own calls and words).
 */
export type Configurable = Pick<
  Instance,
  | 'id'
  | 'name'
  | 'kind'
  | 'type'
  | 'edition'
  | 'status'
  | 'serviceState'
  | 'port'
  | 'allowedIps'
  | 'memoryThreshold'
  | 'logLevel'
  | 'nodeIdCache'
>;

export type ConfigurableKind = 'instance' | 'cluster';
