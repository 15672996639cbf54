/** The questionnaire endpoints, from `@quiver/contract`; one module per group, so a route loads only its own. */
export { questionnaireEndpoints as questionnaire } from '@quiver/contract';
