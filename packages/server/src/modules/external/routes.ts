import { authEndpoints, userEndpoints } from '@quiver/contract';
import { handle, handleSignedIn } from '../../http/handle.ts';

export const externalHandlers = [
  handle(authEndpoints.externalBound, async (input, { services }) => ({
    bound: await services.external.isBound(input.channel, input.extAccountToken),
  })),
  handleSignedIn(authEndpoints.bindExternal, (input, { services, caller }) =>
    services.external.bind(caller.user.id, input.channel, input.extAccountToken),
  ),
  handleSignedIn(authEndpoints.unbindExternal, async (input, { services, caller }) => {
    await services.external.unbind(caller.user.id, input.channel);
    return null;
  }),
  handleSignedIn(userEndpoints.externalBound, async (_input, { services, caller }) => ({
    items: await services.external.listFor(caller.user.id),
  })),
];
