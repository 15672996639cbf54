// The VPC network endpoints (extensions for /VPC-Network/Configure): provider staff only.
import { vpcEndpoints } from '@quiver/contract';
import { handleStaff } from '../../http/handle.ts';

export const vpcHandlers = [
  handleStaff(vpcEndpoints.networks, (_input, { services }) => services.vpc.networks()),
  handleStaff(vpcEndpoints.updateNetwork, (input, { services, caller }) =>
    services.vpc.update(caller.user, input),
  ),
];
