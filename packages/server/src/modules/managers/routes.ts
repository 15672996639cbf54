// Manager endpoints (spec §7 "Clusters and managers"): create, upgrade, upgrade check.
import { managerEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const managerHandlers = [
  handleSignedIn(managerEndpoints.create, (input, { services, caller }) =>
    services.managers.create(caller.user, input),
  ),
  handleSignedIn(managerEndpoints.upgradeCheck, (input, { services, caller }) =>
    services.managers.upgradeCheck(caller.user, input.instanceId),
  ),
  handleSignedIn(managerEndpoints.upgrade, (input, { services, caller }) =>
    services.managers.upgrade(caller.user, input.instanceId, input.version),
  ),
];
