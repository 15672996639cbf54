/**
 * The endpoints the console calls, all from `@quiver/contract` (one description of the wire). Each
 * group lives in its own module (`data/<group>/endpoints.ts`) and code imports the group it calls, so
 * a route's chunk carries only its groups' schemas; this barrel is kept for tests and tools.
 */
export { auth } from './auth/endpoints.ts';
export { user } from './user/endpoints.ts';
export { apiKeys } from './api-keys/endpoints.ts';
export { questionnaire } from './questionnaire/endpoints.ts';
export { notice } from './notice/endpoints.ts';
export { tracking } from './tracking/endpoints.ts';
export { instance } from './instance/endpoints.ts';
