/** The user endpoints, from `@quiver/contract`; one module per group, so a route loads only its own. */
export { userEndpoints as user } from '@quiver/contract';
