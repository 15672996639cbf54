// Blaze instance endpoints (spec §7 "Instances (v1)"): parse (done by the route from the contract),
// call the instance service, answer. The guide keeps its own small module (guide.ts).
import { instanceEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handler.ts';
import type { SignedInContext } from '../../http/routes.ts';
import type { Owner } from './service.ts';

const owner = ({ caller }: SignedInContext): Owner => ({
  id: caller.user.id,
  status: caller.user.status,
});

export const instanceHandlers = [
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
  handleSignedIn(instanceEndpoints.state, (input, { services, caller }) =>
    services.instances.states(caller.user.id, input.instanceIds),
  ),
  handleSignedIn(instanceEndpoints.stockCheck, (input, { services }) =>
    services.instances.stockCheck(input.vendor, input.region, input.sizeId),
  ),
  handleSignedIn(instanceEndpoints.create, (input, context) =>
    context.services.instances.create(owner(context), input),
  ),
  handleSignedIn(instanceEndpoints.start, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'start'),
  ),
  handleSignedIn(instanceEndpoints.forceStart, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'forceStart'),
  ),
  handleSignedIn(instanceEndpoints.stop, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'stop'),
  ),
  handleSignedIn(instanceEndpoints.restart, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'restart'),
  ),
  handleSignedIn(instanceEndpoints.terminate, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'terminate', {
      confirmName: input.confirmName,
    }),
  ),
];
