/** The user endpoints: method and path only, from `@quiver/contract/wire` (no schemas, so no zod on the pages that call them). */
export { userRoutes as user } from '@quiver/contract/wire';
