/** The endpoints the console calls, all from `@quiver/contract` (one description of the wire). */
import {
  authEndpoints,
  instanceEndpoints,
  noticeEndpoints,
  openKeyEndpoints,
  questionnaireEndpoints,
  trackingEndpoints,
  userEndpoints,
} from '@quiver/contract';

export const auth = authEndpoints;
export const user = userEndpoints;
export const openKey = openKeyEndpoints;
export const questionnaire = questionnaireEndpoints;
export const notice = noticeEndpoints;
export const tracking = trackingEndpoints;
export const instance = instanceEndpoints;
