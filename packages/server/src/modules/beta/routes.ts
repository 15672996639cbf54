// `/auth/apply`: the beta application of the signed-in account.
import { authEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const betaHandlers = [
  handleSignedIn(authEndpoints.applyForAccess, (input, { services, caller }) =>
    services.beta.apply(caller.user, {
      ...(input.company !== undefined && { company: input.company }),
      useCase: input.useCase,
    }),
  ),
];
