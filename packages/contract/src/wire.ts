// `@quiver/contract/wire`: the half of the contract a browser client needs at run time — where each
// endpoint lives and how to send it, the codes, the messages, the tracked events — with no zod in
// it, so a page that only calls the API (the console's /login) does not load the schemas. Types
// still come from the full definitions (`WireInput`, `WireData`). test/wire.test.ts proves that
// no module reachable from here imports zod and that every route equals its definition.

export * from './wire-routes.ts';
export type { WireEndpoint, WireGroup, WireInput, WireData } from './endpoint.ts';

export { brand, brandPath, isStaffEmail } from './brand.ts';
export {
  codes,
  clientCodes,
  codeTable,
  allCodes,
  isKnownCode,
  describeCode,
  socialLoginFailedFlag,
} from './codes.ts';
export { messages, specMessages, apiMessages, isMessageKey, formatMessage } from './messages.ts';
export {
  fieldMessages,
  apiFieldMessages,
  isFieldMessageKey,
  fieldMessageText,
} from './field-text.ts';
export { trackingEvents, trackingEventKeys, trackingEventBody } from './tracking-events.ts';
export { accountCapabilities, accountRefusalReason, accountCan } from './account-status.ts';
