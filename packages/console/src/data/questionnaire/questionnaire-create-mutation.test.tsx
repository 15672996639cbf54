import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { answer, server } from '../../../test/server.ts';
import { userKeys } from '../user/keys.ts';
import { questionnaire } from './endpoints.ts';
import {
  useQuestionnaireCreateMutation,
  type QuestionnaireCreateInput,
} from './questionnaire-create-mutation.ts';

function Send({ input }: { input: QuestionnaireCreateInput }) {
  const create = useQuestionnaireCreateMutation();
  return (
    <button type="button" onClick={() => create.mutate(input)}>
      {create.isSuccess ? 'Sent' : 'Send'}
    </button>
  );
}

const answers = {
  role: 'developer',
  useCases: ['knowledge-graph'],
  experience: 'production',
  dataSize: 'over-1b',
} as const;

describe('sending the questionnaire', () => {
  it("keeps the submitted answers with the account's id (the API cannot read them back)", async () => {
    server.use(answer(questionnaire.create, null));
    const { user, services } = renderWithProviders(
      <Send input={{ skipped: false, answers: { ...answers, useCases: [...answers.useCases] } }} />,
    );
    services.queryClient.setQueryData(userKeys.info(), { id: 'u-1' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sent' })).toBeVisible());
    expect(services.storage.questionnaireAnswers.get()).toEqual({ userId: 'u-1', answers });
  });

  it('keeps nothing when the questionnaire is skipped', async () => {
    server.use(answer(questionnaire.create, null));
    const { user, services } = renderWithProviders(<Send input={{ skipped: true }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sent' })).toBeVisible());
    expect(services.storage.questionnaireAnswers.get()).toBeNull();
  });
});
