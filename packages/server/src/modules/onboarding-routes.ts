// Beta application, questionnaire, notice, event tracking and the instance guide.
import {
  authEndpoints,
  findEndpoint,
  noticeEndpoints,
  questionnaireEndpoints,
  trackingEndpoints,
  v1,
} from '@quiver/contract';
import { handle, handleSignedIn, type BoundHandler } from '../http/handle.ts';
import { findUserById } from './accounts/repo.ts';
import { instanceGuideDue } from './instances/guide.ts';

export const onboardingHandlers = [
  handleSignedIn(authEndpoints.applyForAccess, async (input, { services, caller }) => {
    const application = await services.beta.apply(caller.user.id, {
      ...(input.company !== undefined && { company: input.company }),
      useCase: input.useCase,
    });
    const user = (await findUserById(services.db, caller.user.id)) ?? caller.user;
    return { status: user.status, appliedAt: application.createdAt };
  }),
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
  handle(noticeEndpoints.get, (_input, { services }) => services.notices.current()),
  handle(trackingEndpoints.create, async (input, { services, caller }) => {
    const { spm, event_key, action_type, option, ...context } = input;
    await services.tracking.record(caller?.user.id ?? null, {
      spm,
      eventKey: event_key,
      actionType: action_type,
      option,
      details: Object.keys(context).length > 0 ? context : undefined,
    });
    return null;
  }),
];

// The instance endpoints land in the contract with issue 6; the guide is answered here already.
const instanceGuide = findEndpoint('GET', v1('/instance/guide'));
if (instanceGuide)
  onboardingHandlers.push({
    id: instanceGuide.id,
    run: async (_input, { services, caller }) =>
      caller ? instanceGuideDue(services.db, caller.user.id) : true,
  } satisfies BoundHandler);
