/** The monitoring endpoints (metrics and the log): method and path only, from `@quiver/contract/wire`. */
export { monitorRoutes as monitor } from '@quiver/contract/wire';
