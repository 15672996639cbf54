/**
 * The API-key endpoints (the spec's `/openkey/*` calls): method and path only, from
 * `@quiver/contract/wire` (no schemas, so no zod on the pages that call them).
 */
export { openKeyRoutes as apiKeys } from '@quiver/contract/wire';
