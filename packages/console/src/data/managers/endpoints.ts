/** The Manager endpoints (and the cluster list a Manager's screens read): method and path only, from `@quiver/contract/wire`. */
export { managerRoutes as manager, clusterRoutes as cluster } from '@quiver/contract/wire';
