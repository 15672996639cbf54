/** The VPC network endpoints (provider staff): method and path only, from `@quiver/contract/wire`. */
export { vpcRoutes as vpc } from '@quiver/contract/wire';
