/** The tracking endpoints: method and path only, from `@quiver/contract/wire` (no schemas, so no zod on the pages that call them). */
export { trackingRoutes as tracking } from '@quiver/contract/wire';
