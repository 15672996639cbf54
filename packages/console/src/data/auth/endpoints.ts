/** The auth endpoints: method and path only, from `@quiver/contract/wire` (no schemas, so no zod on the pages that call them). */
export { authRoutes as auth } from '@quiver/contract/wire';
