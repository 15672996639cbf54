import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { questionnaire } from './endpoints.ts';
import { questionnaireKeys } from './keys.ts';

export type QuestionnaireCreateInput = RequestOf<typeof questionnaire.create>;

export function createQuestionnaire(api: ApiClient, input: QuestionnaireCreateInput) {
  return api.call(questionnaire.create, input);
}

export function useQuestionnaireCreateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionnaireCreateInput) => createQuestionnaire(api, input),
    onSuccess: () => queryClient.setQueryData(questionnaireKeys.guide(), false),
  });
}
