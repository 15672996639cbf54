import { skipToken, useQuery } from '@tanstack/react-query';
import { instanceKeys } from './keys.ts';
import type { SeenOperation } from './instance-cache.ts';

/**
 * The operation this console saw accepted for an instance and that is still under way (written by
 * the lifecycle mutations, cleared when polling sees it end); undefined when none, for instance
 * after a reload. Nothing is fetched: it is read from the cache.
 */
export function useSeenOperation(instanceId: string) {
  return useQuery<SeenOperation>({
    queryKey: instanceKeys.operation(instanceId),
    queryFn: skipToken,
    staleTime: Infinity,
  }).data;
}
