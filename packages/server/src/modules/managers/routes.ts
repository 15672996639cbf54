// Manager endpoints (spec §7 "Clusters and managers"): create, upgrade, upgrade check; and the
// extensions that connect a Manager's clusters after its creation.
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
  handleSignedIn(managerEndpoints.clusters, (input, { services, caller }) =>
    services.managers.clusterList(caller.user, input.instanceId),
  ),
  handleSignedIn(managerEndpoints.connectCluster, (input, { services, caller }) =>
    services.managers.connectCluster(caller.user, input.instanceId, input.clusterId),
  ),
  handleSignedIn(managerEndpoints.disconnectCluster, (input, { services, caller }) =>
    services.managers.disconnectCluster(caller.user, input.instanceId, input.clusterId),
  ),
];
