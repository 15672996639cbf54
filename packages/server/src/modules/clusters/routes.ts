// Cluster endpoints (spec §7 "Clusters and managers"), and the cluster root-password reset of
// §7 "Password reset": parse (done by the route from the contract), call the cluster service, answer.
import { clusterEndpoints, resetPasswordEndpoints } from '@quiver/contract';
import { handleSignedIn, type SignedInContext } from '../../http/handle.ts';

import type { Owner } from './service.ts';

const owner = ({ caller }: SignedInContext): Owner => ({
  id: caller.user.id,
  status: caller.user.status,
});

export const clusterHandlers = [
  handleSignedIn(clusterEndpoints.freeConfig, async (_input, { services }) =>
    services.clusters.freeConfig(),
  ),
  handleSignedIn(clusterEndpoints.freeCheck, (_input, context) =>
    context.services.clusters.freeCheck(owner(context)),
  ),
  handleSignedIn(clusterEndpoints.batchesCheck, (input, { services }) =>
    services.clusters.batchesCheck(input),
  ),
  handleSignedIn(clusterEndpoints.createStandard, (input, context) =>
    context.services.clusters.createStandard(owner(context), input),
  ),
  handleSignedIn(clusterEndpoints.createFree, (input, context) =>
    context.services.clusters.createFree(owner(context), input),
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
  handleSignedIn(clusterEndpoints.start, (input, context) =>
    context.services.clusters.act(owner(context), input.clusterId, 'start'),
  ),
  handleSignedIn(clusterEndpoints.stop, (input, context) =>
    context.services.clusters.act(owner(context), input.clusterId, 'stop'),
  ),
  handleSignedIn(clusterEndpoints.restart, (input, context) =>
    context.services.clusters.act(owner(context), input.clusterId, 'restart'),
  ),
  handleSignedIn(clusterEndpoints.terminate, (input, context) =>
    context.services.clusters.act(owner(context), input.clusterId, 'terminate', {
      confirmName: input.confirmName,
    }),
  ),
  handleSignedIn(clusterEndpoints.updateInfo, (input, { services, caller }) =>
    services.clusters.rename(caller.user.id, input.clusterId, input.name),
  ),
  handleSignedIn(clusterEndpoints.updateConfig, (input, context) => {
    const { clusterId, memoryThreshold, logLevel, nodeIdCache } = input;
    return context.services.clusters.updateConfig(owner(context), clusterId, {
      ...(memoryThreshold !== undefined ? { memoryThreshold } : {}),
      ...(logLevel !== undefined ? { logLevel } : {}),
      ...(nodeIdCache !== undefined ? { nodeIdCache } : {}),
    });
  }),
  handleSignedIn(clusterEndpoints.updateNetwork, (input, context) =>
    context.services.clusters.updateNetwork(owner(context), input.clusterId, input),
  ),
  handleSignedIn(clusterEndpoints.upgradeCheck, (input, { services, caller }) =>
    services.clusters.upgradeCheck(caller.user.id, input.clusterId),
  ),
  handleSignedIn(clusterEndpoints.upgrade, (input, context) =>
    context.services.clusters.upgrade(owner(context), input.clusterId, input.version),
  ),
  // The code comes from POST /cluster/reset/password/captcha for this cluster (purpose
  // instance-reset, the caller's own address): a code sent for another instance or cluster is refused.
  handleSignedIn(resetPasswordEndpoints.resetCluster, async (input, context) => {
    const { services, caller } = context;
    // The matrix first, so a code is not used up on a cluster that cannot be reset now.
    await services.clusters.assertAllowed(owner(context), input.clusterId, 'resetRootPassword');
    // The code is checked before the password is hashed, and used up only once the restart is
    // accepted: a reset refused by the locked lifecycle step (another operation won) keeps it. Two
    // resets with one code on one cluster are serialised by that step, so only one is accepted; if
    // the code was replaced by a newer one meanwhile, the accepted restart still stands.
    const codeId = await services.emailCodes.check(
      caller.user.email,
      'instance-reset',
      input.emailCode,
      { resourceId: input.clusterId },
    );
    const accepted = await services.clusters.resetRootPassword(
      owner(context),
      input.clusterId,
      input.password,
    );
    await services.emailCodes.use(codeId).catch(() => undefined);
    return accepted;
  }),
];
