import { openKeyEndpoints } from '@quiver/contract';
import { handleSessionOnly, handleSignedIn } from '../../http/handle.ts';

// Keys are managed from a signed-in session only: a leaked key must not be able to mint more keys.
export const apiKeyHandlers = [
  handleSessionOnly(openKeyEndpoints.create, (input, { services, caller }) =>
    services.apiKeys.create(caller.user.id, input.name, input.expiresAt),
  ),
  handleSignedIn(openKeyEndpoints.list, async (_input, { services, caller }) => ({
    items: await services.apiKeys.list(caller.user.id),
  })),
  handleSessionOnly(openKeyEndpoints.update, (input, { services, caller }) =>
    services.apiKeys.rename(caller.user.id, input.id, input.name),
  ),
  handleSessionOnly(openKeyEndpoints.delete, async (input, { services, caller }) => {
    await services.apiKeys.remove(caller.user.id, input.id);
    return null;
  }),
];
