import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';

export type CloneTemplate = ResponseOf<typeof instance.cloneTemplate>;

const cloneTemplateKey = (instanceId: string | null) =>
  [...instanceKeys.all, 'clone-template', instanceId] as const;

/**
 * A clone's starting point (`/instance/detail/clone`): the source's settings and the clone's default
 * name. A refusal (not found, not allowed now) is toasted by the client and shown by the screen.
 */
export function getCloneTemplate(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  return api.call(instance.cloneTemplate, { instanceId }, { signal });
}

export function cloneTemplateOptions(api: ApiClient, instanceId: string) {
  return queryOptions({
    queryKey: cloneTemplateKey(instanceId),
    queryFn: ({ signal }) => getCloneTemplate(api, instanceId, signal),
    // Each clone gets a new default name: kept while shown (no refetch renames it under the user),
    // dropped as soon as nothing shows it.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Asks for the template of `instanceId` when given (a wizard opened with `?cloneOf=`). */
export function useCloneTemplateQuery(instanceId: string | undefined) {
  const api = useApi();
  return useQuery(
    instanceId === undefined
      ? { queryKey: cloneTemplateKey(null), queryFn: skipToken }
      : cloneTemplateOptions(api, instanceId),
  );
}
