import { openKeyEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';
import { apiKeyRefused } from '../accounts/routes.ts';

// Keys are managed from a signed-in session only: a leaked key must not be able to mint more keys.
export const apiKeyHandlers = [
  handleSignedIn(openKeyEndpoints.create, (input, { services, caller }) => {
    if (caller.via !== 'session') throw apiKeyRefused();
    return services.apiKeys.create(caller.user.id, input.name, input.expiresAt);
  }),
  handleSignedIn(openKeyEndpoints.list, async (_input, { services, caller }) => ({
    items: await services.apiKeys.list(caller.user.id),
  })),
  handleSignedIn(openKeyEndpoints.update, (input, { services, caller }) => {
    if (caller.via !== 'session') throw apiKeyRefused();
    return services.apiKeys.rename(caller.user.id, input.id, input.name);
  }),
  handleSignedIn(openKeyEndpoints.delete, async (input, { services, caller }) => {
    if (caller.via !== 'session') throw apiKeyRefused();
    await services.apiKeys.remove(caller.user.id, input.id);
    return null;
  }),
];
