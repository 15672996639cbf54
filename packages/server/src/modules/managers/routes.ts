// Manager endpoints (spec §7 "Clusters and managers"): create, upgrade, upgrade check.
import { managerEndpoints } from '@quiver/contract';
import { handleSignedIn, type SignedInContext } from '../../http/handle.ts';

import type { Owner } from '../clusters/service.ts';

const owner = ({ caller }: SignedInContext): Owner => ({
  id: caller.user.id,
  status: caller.user.status,
});

export const managerHandlers = [
  handleSignedIn(managerEndpoints.create, (input, context) =>
    context.services.managers.create(owner(context), input),
  ),
  handleSignedIn(managerEndpoints.upgradeCheck, (input, context) =>
    context.services.managers.upgradeCheck(owner(context), input.instanceId),
  ),
  handleSignedIn(managerEndpoints.upgrade, (input, context) =>
    context.services.managers.upgrade(owner(context), input.instanceId, input.version),
  ),
];
