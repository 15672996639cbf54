import { authEndpoints } from '@quiver/contract';
import { handle } from '../../http/handle.ts';

export const oauthHandlers = [
  handle(authEndpoints.googleLoginStart, async (_input, { services }) =>
    services.oauth.start('google'),
  ),
  handle(authEndpoints.githubLoginStart, async (_input, { services }) =>
    services.oauth.start('github'),
  ),
  handle(authEndpoints.googleLogin, (input, { services }) =>
    services.oauth.login('google', input.code, input.state),
  ),
  handle(authEndpoints.githubLogin, (input, { services }) =>
    services.oauth.login('github', input.code, input.state),
  ),
];
