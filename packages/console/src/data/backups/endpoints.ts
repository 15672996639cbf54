/** The backup and data endpoints (backups, empty, recover, samples): method and path only, from `@quiver/contract/wire`. */
export { backupRoutes as backups } from '@quiver/contract/wire';
