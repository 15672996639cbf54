import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi, useServices } from '../../lib/services.tsx';
import { userKeys } from '../user/keys.ts';
import { questionnaire } from './endpoints.ts';
import { questionnaireKeys } from './keys.ts';

export type QuestionnaireCreateInput = RequestOf<typeof questionnaire.create>;

export function createQuestionnaire(api: ApiClient, input: QuestionnaireCreateInput) {
  return api.call(questionnaire.create, input);
}

export function useQuestionnaireCreateMutation() {
  const api = useApi();
  const { storage } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionnaireCreateInput) => createQuestionnaire(api, input),
    onSuccess: (_data, input) => {
      queryClient.setQueryData(questionnaireKeys.guide(), false);
      // The API cannot read answers back; the create wizard prefills from this copy.
      if (!input.skipped) {
        const user = queryClient.getQueryData<{ id: string }>(userKeys.info());
        storage.questionnaireAnswers.set({ userId: user?.id ?? null, answers: input.answers });
      }
    },
  });
}
