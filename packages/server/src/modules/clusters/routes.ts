// Cluster endpoints (spec §7 "Clusters and managers"): parse (done by the route from the contract),
// call the cluster service (creation: the cluster creation service), answer.
import { clusterEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const clusterHandlers = [
  handleSignedIn(clusterEndpoints.freeConfig, async (_input, { services }) =>
    services.clusterCreation.freeConfig(),
  ),
  handleSignedIn(clusterEndpoints.freeCheck, (_input, { services, caller }) =>
    services.clusterCreation.freeCheck(caller.user),
  ),
  handleSignedIn(clusterEndpoints.batchesCheck, (input, { services }) =>
    services.clusterCreation.batchesCheck(input),
  ),
  handleSignedIn(clusterEndpoints.createStandard, (input, { services, caller }) =>
    services.clusterCreation.createStandard(caller.user, input),
  ),
  handleSignedIn(clusterEndpoints.createFree, (input, { services, caller }) =>
    services.clusterCreation.createFree(caller.user, input),
  ),
  handleSignedIn(clusterEndpoints.list, (input, { services, caller }) =>
    services.clusters.list(caller.user.id, input),
  ),
  handleSignedIn(clusterEndpoints.detail, (input, { services, caller }) =>
    services.clusters.detail(caller.user.id, input.clusterId),
  ),
  handleSignedIn(clusterEndpoints.summary, (input, { services, caller }) =>
    services.clusters.summary(caller.user.id, input.clusterId),
  ),
  handleSignedIn(clusterEndpoints.nameAvailable, async (input, { services, caller }) => ({
    available: await services.clusters.nameAvailable(caller.user.id, input.name),
  })),
  handleSignedIn(clusterEndpoints.connect, (input, { services, caller }) =>
    services.clusters.connect(caller.user.id, input.clusterId),
  ),
  handleSignedIn(clusterEndpoints.state, (input, { services, caller }) =>
    services.clusters.states(caller.user.id, input.clusterIds),
  ),
  // The actions that take nothing but the cluster: the endpoint is named after the action.
  ...(['start', 'stop', 'restart'] as const).map((action) =>
    handleSignedIn(clusterEndpoints[action], (input, { services, caller }) =>
      services.clusters.act(caller.user, input.clusterId, action),
    ),
  ),
  handleSignedIn(clusterEndpoints.terminate, (input, { services, caller }) =>
    services.clusters.act(caller.user, input.clusterId, 'terminate', {
      confirmName: input.confirmName,
    }),
  ),
  handleSignedIn(clusterEndpoints.updateInfo, (input, { services, caller }) =>
    services.clusters.rename(caller.user.id, input.clusterId, input.name),
  ),
  handleSignedIn(clusterEndpoints.updateConfig, (input, { services, caller }) =>
    services.clusters.updateConfig(caller.user, input),
  ),
  handleSignedIn(clusterEndpoints.updateNetwork, (input, { services, caller }) =>
    services.clusters.updateNetwork(caller.user, input),
  ),
  handleSignedIn(clusterEndpoints.upgradeCheck, (input, { services, caller }) =>
    services.clusters.upgradeCheck(caller.user.id, input.clusterId),
  ),
  handleSignedIn(clusterEndpoints.upgrade, (input, { services, caller }) =>
    services.clusters.upgrade(caller.user, input.clusterId, input.version),
  ),
];
