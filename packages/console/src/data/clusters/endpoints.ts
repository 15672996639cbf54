/** The Powerhouse cluster endpoints: method and path only, from `@quiver/contract/wire` (no schemas, so no zod on the pages that call them). */
export { clusterRoutes as clusters } from '@quiver/contract/wire';
