/** The openkey endpoints: method and path only, from `@quiver/contract/wire` (no schemas, so no zod on the pages that call them). */
export { openKeyRoutes as openKey } from '@quiver/contract/wire';
