/** The tracking endpoints, from `@quiver/contract`; one module per group, so a route loads only its own. */
export { trackingEndpoints as tracking } from '@quiver/contract';
