/** The instance endpoints: method and path only, from `@quiver/contract/wire` (no schemas, so no zod on the pages that call them). */
export { instanceRoutes as instance } from '@quiver/contract/wire';
