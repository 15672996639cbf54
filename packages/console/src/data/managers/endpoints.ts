/** The Manager endpoints: method and path only, from `@quiver/contract/wire`. */
export { managerRoutes as manager } from '@quiver/contract/wire';
