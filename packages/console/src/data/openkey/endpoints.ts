/** The openkey endpoints, from `@quiver/contract`; one module per group, so a route loads only its own. */
export { openKeyEndpoints as openKey } from '@quiver/contract';
