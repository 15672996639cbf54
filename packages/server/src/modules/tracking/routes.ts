// Event tracking (open to anyone; the account is recorded when the caller is signed in).
import { trackingEndpoints } from '@quiver/contract';
import { handle } from '../../http/handle.ts';

export const trackingHandlers = [
  handle(trackingEndpoints.create, async (input, { services, caller }) => {
    await services.tracking.record(caller?.user.id ?? null, input);
    return null;
  }),
];
