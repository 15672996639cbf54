// The public API of @quiver/contract, listed by hand: a change here is a change to the contract and
// needs a changeset.

export { brand, brandPath, isStaffEmail } from './brand.ts';
export type { Brand, BrandPath, BrandRouteWord } from './brand.ts';

export { apiPrefix, v1, v2, defineEndpoint, requestLocation } from './endpoint.ts';
export type {
  ApiVersion,
  HttpMethod,
  EndpointAuth,
  BodyEncoding,
  AnswerKind,
  Endpoint,
  AnyEndpoint,
  EndpointDefinition,
  EndpointInput,
  EndpointParams,
  EndpointData,
  EndpointDataInput,
  WireEndpoint,
  WireGroup,
  WireInput,
  WireData,
} from './endpoint.ts';

export {
  codes,
  clientCodes,
  codeTable,
  allCodes,
  isKnownCode,
  describeCode,
  socialLoginFailedFlag,
} from './codes.ts';
export type {
  Code,
  CodeName,
  FailureCode,
  ClientCode,
  ConsoleReaction,
  CodeDescription,
} from './codes.ts';

export { messages, specMessages, apiMessages, isMessageKey, formatMessage } from './messages.ts';
export type { MessageKey, SpecMessageKey } from './messages.ts';

export {
  fieldErrorsSchema,
  failureDataSchema,
  envelopeSchema,
  successEnvelopeSchema,
  ok,
  fail,
  refuse,
  invalidRequest,
  notAvailableYet,
  isSuccess,
} from './envelope.ts';
export type {
  FieldErrors,
  FailureData,
  SuccessEnvelope,
  FailureEnvelope,
  Envelope,
} from './envelope.ts';

export {
  apiFieldMessages,
  fieldMessages,
  isFieldMessageKey,
  fieldMessageText,
} from './field-text.ts';
export type { ApiFieldMessageKey, FieldMessageKey } from './field-text.ts';
export {
  toFieldErrors,
  parseRequest,
  textRule,
  plainText,
  integerRule,
  resourceId,
  resourceIdList,
  catalogueKey,
  isoDateTime,
  micros,
  page,
  pageSize,
  pagingQuery,
  pageOf,
  storageGb,
  totpCode,
  confirmName,
  noData,
} from './fields.ts';

export { toQueryString, buildHttpRequest, readEnvelope, ContractMismatchError } from './client.ts';
export type { HttpRequest, ApiResult, EndpointCaller } from './client.ts';

export {
  authEndpoints,
  tokenPair,
  mfaChallenge,
  emailCodePurposes,
  emailCodePurpose,
  captchaImage,
  captchaId,
  captchaCode,
  emailCodeSent,
  marketplaceChannel,
  extAccountToken,
  externalBinding,
  socialLoginStart,
} from './auth.ts';
export type { TokenPair, MfaChallenge, EmailCodePurpose, CaptchaImage } from './auth.ts';

export { userEndpoints, userInfo, userProfile, profileUpdate } from './user.ts';
export type { UserInfo, UserProfile } from './user.ts';
export { accountCapabilities, accountRefusalReason, accountCan } from './account-status.ts';
export type { AccountCapability } from './account-status.ts';

export {
  openKeyEndpoints,
  apiKey,
  apiKeyName,
  API_KEY_LIMIT,
  API_KEY_MAX_LIFETIME_DAYS,
} from './openkey.ts';
export type { ApiKey } from './openkey.ts';

export {
  questionnaireEndpoints,
  questionnaireSteps,
  questionnaireAnswers,
} from './questionnaire.ts';
export type { QuestionnaireAnswers } from './questionnaire.ts';

export { noticeEndpoints, notice } from './notice.ts';
export type { Notice } from './notice.ts';

export { trackingEndpoints, trackingEvent } from './tracking.ts';
export type { TrackingEvent } from './tracking.ts';
export { trackingEvents, trackingEventKeys, trackingEventBody } from './tracking-events.ts';
export type { TrackingEventKey, TrackingEventBody } from './tracking-events.ts';

export {
  instanceEndpoints,
  instance,
  cloneTemplate,
  cloneInstanceName,
  queryResult,
  graphSchema,
  createInstanceRequest,
} from './instances.ts';
export type { Instance, CloneTemplate, QueryResult, GraphSchema } from './instances.ts';
export {
  allowedIpView,
  operationAccepted,
  resourceState,
  stockRefusals,
  stockCheck,
  connectionInfo,
} from './resources.ts';
export type { OperationAccepted } from './resources.ts';

export {
  cardNumber,
  paymentMethodInput,
  paymentMethod,
  paymentMethodOnFile,
  meteredAs,
  chargeTypes,
  chargeType,
  BILL_OVERDUE_DAYS,
  billingPeriod,
  bill,
  billDetail,
  usageConfiguration,
  usageLine,
  usageGroup,
  credit,
  invoice,
  billingSummary,
  dailyCosts,
  forecastChange,
  forecastChangeRequest,
  billingEndpoints,
} from './billing.ts';
export type {
  PaymentMethod,
  PaymentMethodInput,
  PaymentMethodOnFile,
  ChargeType,
  MeterClass,
  BillingPeriod,
  Bill,
  BillDetail,
  UsageConfiguration,
  UsageLine,
  UsageGroup,
  Credit,
  Invoice,
  BillingSummary,
  DailyCosts,
  ForecastChange,
  ForecastChangeRequest,
} from './billing.ts';

export { backupEndpoints, backup, sampleGraph } from './backups.ts';
export type { Backup, SampleGraph } from './backups.ts';

export {
  monitorEndpoints,
  monitorLimits,
  timeRangeQuery,
  checkTimeRange,
  logFilterQuery,
  LOG_SEARCH_MAX_LENGTH,
  metricSeries,
  logEntry,
} from './monitor.ts';

export {
  fileEndpoints,
  fileRequest,
  fileTicket,
  instanceLogFile,
  invoiceFile,
  billCsvFile,
  FILE_TICKET_TTL_MS,
} from './files.ts';
export type { FileRequest, FileKind } from './files.ts';
export type { MetricSeries, LogEntry } from './monitor.ts';

export { resetPasswordEndpoints } from './reset-password.ts';

export {
  catalogueEndpoints,
  HOURS_PER_MONTH,
  MICROS_PER_DOLLAR,
  monthlyEstimateMicros,
  instanceDefaults,
  vendor,
  region,
  instanceSize,
  editionEntry,
  graphImage,
  price,
  sellInfo,
  serverLine,
} from './catalogue.ts';
export type {
  Vendor,
  Region,
  InstanceSize,
  EditionEntry,
  GraphImage,
  Price,
  SellInfo,
} from './catalogue.ts';

export {
  clusterEndpoints,
  cluster,
  clusterDetail,
  clusterServer,
  clusterServerLine,
  clusterServerLines,
  requiredClusterRoles,
  upgradeCheck,
} from './clusters.ts';
export type { Cluster, ClusterDetail, ClusterServer } from './clusters.ts';

export { managerEndpoints, managedCluster } from './managers.ts';
export type { ManagedCluster } from './managers.ts';

export { vpcEndpoints, vpcSettings, vpcRegionNetwork } from './vpc.ts';
export type { VpcSettings, VpcRegionNetwork } from './vpc.ts';

export {
  lifecycleActions,
  actionMatrix,
  refusalReasons,
  sharedRestrictedActions,
  sharedFixedSettings,
  kindExcludedActions,
  actionCapabilities,
  isShared,
  canPerform,
  allowedActions,
  PREVIOUS,
  transitionRules,
  nextStatus,
  creationPlan,
  settledStatuses,
  isSettled,
  lifecycleLimits,
} from './lifecycle.ts';
export type {
  LifecycleAction,
  LifecycleSubject,
  LifecycleContext,
  ActionDecision,
  TransitionRule,
  TransitionPlan,
} from './lifecycle.ts';

export { endpointGroups, endpoints, endpointsById, findEndpoint } from './registry.ts';
export type { ApiEndpoint, EndpointId } from './registry.ts';

export {
  authRoutes,
  userRoutes,
  openKeyRoutes,
  questionnaireRoutes,
  noticeRoutes,
  trackingRoutes,
  instanceRoutes,
  backupRoutes,
  monitorRoutes,
  resetPasswordRoutes,
  catalogueRoutes,
  clusterRoutes,
  managerRoutes,
  fileRoutes,
  billingRoutes,
  vpcRoutes,
} from './wire-routes.ts';
