/** The notice endpoints: method and path only, from `@quiver/contract/wire` (no schemas, so no zod on the pages that call them). */
export { noticeRoutes as notice } from '@quiver/contract/wire';
