/** The notice endpoints, from `@quiver/contract`; one module per group, so a route loads only its own. */
export { noticeEndpoints as notice } from '@quiver/contract';
