/** The instance endpoints, from `@quiver/contract`; one module per group, so a route loads only its own. */
export { instanceEndpoints as instance } from '@quiver/contract';
