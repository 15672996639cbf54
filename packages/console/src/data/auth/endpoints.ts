/** The auth endpoints, from `@quiver/contract`; one module per group, so a route loads only its own. */
export { authEndpoints as auth } from '@quiver/contract';
