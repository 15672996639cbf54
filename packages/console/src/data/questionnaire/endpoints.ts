/** The questionnaire endpoints: method and path only, from `@quiver/contract/wire` (no schemas, so no zod on the pages that call them). */
export { questionnaireRoutes as questionnaire } from '@quiver/contract/wire';
