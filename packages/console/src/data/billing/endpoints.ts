/** The billing endpoints (issue 14): method and path only, from `@quiver/contract/wire`. */
export { billingRoutes as billing } from '@quiver/contract/wire';
