// Blaze instance endpoints (spec §7 "Instances (v1)"): parse (done by the route from the contract),
// call the instance service, answer.
import { instanceEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const instanceHandlers = [
  handleSignedIn(instanceEndpoints.guide, (_input, { services, caller }) =>
    services.instances.guideDue(caller.user.id),
  ),
  handleSignedIn(instanceEndpoints.nameAvailable, async (input, { services, caller }) => ({
    available: await services.instances.nameAvailable(caller.user.id, input.name),
  })),
  handleSignedIn(instanceEndpoints.list, (input, { services, caller }) =>
    services.instances.list(caller.user.id, input),
  ),
  handleSignedIn(instanceEndpoints.count, (_input, { services, caller }) =>
    services.instances.count(caller.user.id),
  ),
  handleSignedIn(instanceEndpoints.detail, (input, { services, caller }) =>
    services.instances.detail(caller.user.id, input.instanceId),
  ),
  handleSignedIn(instanceEndpoints.productDetail, (input, { services, caller }) =>
    services.instanceSizing.productDetail(caller.user.id, input.instanceId),
  ),
  handleSignedIn(instanceEndpoints.cloneTemplate, (input, { services, caller }) =>
    services.instances.cloneTemplate(caller.user, input.instanceId),
  ),
  handleSignedIn(instanceEndpoints.updateInfo, (input, { services, caller }) =>
    services.instances.rename(caller.user.id, input.instanceId, input.name),
  ),
  handleSignedIn(instanceEndpoints.query, (input, { services, caller }) =>
    services.instances.query(caller.user.id, input),
  ),
  handleSignedIn(instanceEndpoints.schema, (input, { services, caller }) =>
    services.instances.schema(caller.user.id, input.instanceId),
  ),
  handleSignedIn(instanceEndpoints.state, (input, { services, caller }) =>
    services.instances.states(caller.user.id, input.instanceIds),
  ),
  handleSignedIn(instanceEndpoints.stockCheck, (input, { services }) =>
    services.instances.stockCheck(input.vendor, input.region, input.sizeId),
  ),
  handleSignedIn(instanceEndpoints.create, (input, { services, caller }) =>
    services.instances.create(caller.user, input),
  ),
  // The actions that take nothing but the instance: the endpoint is named after the action.
  ...(['start', 'forceStart', 'stop', 'restart'] as const).map((action) =>
    handleSignedIn(instanceEndpoints[action], (input, { services, caller }) =>
      services.instances.act(caller.user, input.instanceId, action),
    ),
  ),
  handleSignedIn(instanceEndpoints.changeSize, (input, { services, caller }) =>
    services.instanceSizing.changeSize(caller.user, input.instanceId, input.sizeId),
  ),
  handleSignedIn(instanceEndpoints.extendStorage, (input, { services, caller }) =>
    services.instanceSizing.extendStorage(caller.user, input.instanceId, input.storageGb),
  ),
  handleSignedIn(instanceEndpoints.extendPrice, (input, { services, caller }) =>
    services.instanceSizing.extendPrice(caller.user.id, input.instanceId, input.storageGb),
  ),
  handleSignedIn(instanceEndpoints.extensible, (input, { services, caller }) =>
    services.instanceSizing.extensible(caller.user.id, input.instanceId),
  ),
  handleSignedIn(instanceEndpoints.updateNetwork, (input, { services, caller }) =>
    services.instances.updateNetwork(caller.user, input),
  ),
  handleSignedIn(instanceEndpoints.updateServer, (input, { services, caller }) =>
    services.instances.updateServer(caller.user, input),
  ),
  handleSignedIn(instanceEndpoints.applyForCapacity, (input, { services, caller }) =>
    services.instances.applyForCapacity(caller.user.id, input),
  ),
  handleSignedIn(instanceEndpoints.connect, (input, { services, caller }) =>
    services.instances.connection(caller.user, input.instanceId),
  ),
  handleSignedIn(instanceEndpoints.terminate, (input, { services, caller }) =>
    services.instances.act(caller.user, input.instanceId, 'terminate', {
      confirmName: input.confirmName,
    }),
  ),
];
