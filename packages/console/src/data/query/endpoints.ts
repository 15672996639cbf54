/**
 * The query screen's endpoints (`instance.query`, the `instance.schema` extension, and the detail
 * of the instance queried): method and path only, from `@quiver/contract/wire`.
 */
export { instanceRoutes as instance } from '@quiver/contract/wire';
