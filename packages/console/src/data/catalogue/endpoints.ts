/** The catalogue endpoints: method and path only, from `@quiver/contract/wire` (no schemas, so no zod on the pages that call them). */
export { catalogueRoutes as catalogue } from '@quiver/contract/wire';
