import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { questionnaireKeys } from './keys.ts';

/** Whether the questionnaire is still due (data truthy, spec section 3). */
export async function getQuestionnaireGuide(api: ApiClient, signal?: AbortSignal) {
  // Asked right after sign-in, never to draw /login: the group's schemas load on first use.
  const { questionnaire } = await import('./endpoints.ts');
  return api.call(questionnaire.guide, {}, { silent: true, signal });
}

export function questionnaireGuideOptions(api: ApiClient) {
  return queryOptions({
    queryKey: questionnaireKeys.guide(),
    queryFn: ({ signal }) => getQuestionnaireGuide(api, signal),
  });
}

export function useQuestionnaireGuideQuery() {
  return useQuery(questionnaireGuideOptions(useApi()));
}
