// The onboarding questionnaire: whether it is due, and the answers (or a skip).
import { questionnaireEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const questionnaireHandlers = [
  handleSignedIn(questionnaireEndpoints.guide, (_input, { services, caller }) =>
    services.questionnaire.isDue(caller.user.id),
  ),
  handleSignedIn(questionnaireEndpoints.create, async (input, { services, caller }) => {
    await services.questionnaire.submit(
      caller.user.id,
      input.skipped ? null : input.answers,
      input.skipped,
    );
    return null;
  }),
];
