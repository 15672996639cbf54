// Instance settings: name, memory threshold, node ID cache, log level (spec section 5, DECISIONS.md
// "Validation"). The listening port and the allowed IPs live in network.ts.
import type { z } from 'zod';
import { integerField, textField } from './lib/rules.ts';
import { hasControlCharacter, hasLoneSurrogate, isBlank, utf8ByteLength } from './lib/text.ts';

/** Spec: "under 128 bytes", in UTF-8. */
export const INSTANCE_NAME_MAX_BYTES = 127;
export const MEMORY_THRESHOLD_MIN = 80;
export const MEMORY_THRESHOLD_MAX = 90;
/** The Blaze wizard's default memory threshold (percent). */
export const MEMORY_THRESHOLD_DEFAULT = 80;
export const NODE_ID_CACHE_MIN = 0;
export const NODE_ID_CACHE_MAX = 999_000_000;

/**
 * Instance name: required (blank counts as missing), at most 127 UTF-8 bytes, no control characters
 * and no unpaired surrogates. Control characters are reported before blankness (a lone tab is
 * invalid rather than missing). The value is kept exactly as typed.
 */
export const instanceName = textField('validation.instance.name-required', (value) => {
  if (value === '') return 'validation.instance.name-required';
  if (hasControlCharacter(value) || hasLoneSurrogate(value))
    return 'validation.instance.name-invalid';
  if (isBlank(value)) return 'validation.instance.name-required';
  if (utf8ByteLength(value) > INSTANCE_NAME_MAX_BYTES) return 'validation.instance.name-too-long';
  return undefined;
});
export type InstanceName = z.output<typeof instanceName>;

/** Memory threshold in percent: a whole number from 80 to 90; number or decimal text in, number out. */
export const memoryThreshold = integerField(
  MEMORY_THRESHOLD_MIN,
  MEMORY_THRESHOLD_MAX,
  'validation.instance.memory-threshold-required',
  'validation.instance.memory-threshold-invalid',
);
export type MemoryThresholdInput = z.input<typeof memoryThreshold>;
export type MemoryThreshold = z.output<typeof memoryThreshold>;

/** Node ID cache: a whole number from 0 to 999,000,000; number or decimal text in, number out. */
export const nodeIdCache = integerField(
  NODE_ID_CACHE_MIN,
  NODE_ID_CACHE_MAX,
  'validation.instance.node-id-cache-required',
  'validation.instance.node-id-cache-invalid',
);
export type NodeIdCacheInput = z.input<typeof nodeIdCache>;
export type NodeIdCache = z.output<typeof nodeIdCache>;
