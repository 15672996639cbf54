// The public API of @quiver/validation, listed by hand (no `export *`): a change to this list is a
// change to the package's contract and needs a changeset.

export {
  validationMessages,
  validationMessageKeys,
  isValidationMessageKey,
  validationMessageText,
  fieldPath,
  fieldMessageKeys,
  fieldMessageTexts,
  firstErrorText,
} from './messages.ts';
export type { ValidationMessageKey, IssueList } from './messages.ts';

export { utf8ByteLength, codePointLength } from './lib/text.ts';
export { readStrictInteger } from './lib/rules.ts';

export {
  instanceName,
  memoryThreshold,
  nodeIdCache,
  INSTANCE_NAME_MAX_BYTES,
  MEMORY_THRESHOLD_MIN,
  MEMORY_THRESHOLD_MAX,
  MEMORY_THRESHOLD_DEFAULT,
  NODE_ID_CACHE_MIN,
  NODE_ID_CACHE_MAX,
} from './instance.ts';
export type {
  InstanceName,
  MemoryThresholdInput,
  MemoryThreshold,
  NodeIdCacheInput,
  NodeIdCache,
} from './instance.ts';

export {
  listeningPort,
  allowedIpEntry,
  allowedIpList,
  parseIpEntry,
  formatIpRange,
  LISTENING_PORT_MIN,
  LISTENING_PORT_MAX,
  ALLOWED_IP_DESCRIPTION_MAX_CHARACTERS,
} from './network.ts';
export type {
  ListeningPortInput,
  ListeningPort,
  IpRange,
  IpEntryErrorKey,
  IpEntryParseResult,
  AllowedIpEntryInput,
  AllowedIpEntry,
  AllowedIpListInput,
  AllowedIpList,
} from './network.ts';

export {
  vpcCidr,
  subnetCidr,
  vpcNetworkSettings,
  subnetInsideVpc,
  parseCidrBlock,
  isPrivateRange,
  VPC_CIDR_PREFIX_MIN,
  VPC_CIDR_PREFIX_MAX,
  SUBNET_CIDR_PREFIX_MIN,
  SUBNET_CIDR_PREFIX_MAX,
  PRIVATE_IPV4_BLOCKS,
} from './vpc-network.ts';
export type {
  CidrBlock,
  CidrParseResult,
  VpcCidr,
  SubnetCidr,
  VpcNetworkSettingsInput,
  VpcNetworkSettings,
} from './vpc-network.ts';

export {
  graphUsername,
  graphPassword,
  GRAPH_USERNAME_MIN_LENGTH,
  GRAPH_USERNAME_MAX_LENGTH,
  GRAPH_PASSWORD_MIN_LENGTH,
  GRAPH_PASSWORD_MAX_LENGTH,
  GRAPH_ROOT_USERNAME,
} from './graph-account.ts';
export type { GraphUsername, GraphPassword } from './graph-account.ts';

export { backupTag, BACKUP_TAG_MAX_CHARACTERS } from './backup.ts';
export type { BackupTag } from './backup.ts';

export {
  email,
  emailCode,
  accountPassword,
  accountPasswordForm,
  passwordCharacterClassCount,
  EMAIL_MAX_LENGTH,
  EMAIL_CODE_LENGTH,
  ACCOUNT_PASSWORD_MIN_LENGTH,
  ACCOUNT_PASSWORD_MAX_LENGTH,
  ACCOUNT_PASSWORD_MIN_CLASSES,
} from './account.ts';
export type {
  Email,
  EmailCode,
  AccountPassword,
  AccountPasswordFormInput,
  AccountPasswordForm,
} from './account.ts';

export {
  profileName,
  profilePhone,
  profilePostalCode,
  PROFILE_NAME_MAX_CHARACTERS,
  PROFILE_PHONE_MAX_CHARACTERS,
  PROFILE_POSTAL_CODE_MAX_CHARACTERS,
} from './profile.ts';
export type { ProfileName, ProfilePhone, ProfilePostalCode } from './profile.ts';

export {
  instanceStatuses,
  instanceStatus,
  serviceStates,
  serviceState,
  backupStatuses,
  backupStatus,
  billStatuses,
  billStatus,
  billStatusLabels,
  creditStatuses,
  creditStatus,
  creditStatusLabels,
  userStatuses,
  userStatus,
  noticePriorities,
  noticePriority,
  logLevels,
  logLevel,
  logLevelNumbers,
  logLevelNumber,
  logLevelToNumber,
  logLevelFromNumber,
  LOG_LEVEL_DEFAULT,
  identityTypes,
  identityType,
  runToggles,
  runToggle,
} from './vocabulary.ts';
export type {
  InstanceStatus,
  ServiceState,
  BackupStatus,
  BillStatus,
  CreditStatus,
  UserStatus,
  NoticePriority,
  LogLevel,
  LogLevelNumber,
  IdentityType,
  RunToggle,
} from './vocabulary.ts';

export {
  instanceKinds,
  instanceKind,
  serverTypes,
  serverType,
  productCodes,
  productCode,
  instanceKindInfo,
  instanceKindOfServerType,
  instanceKindOfProductCode,
  instanceTypes,
  instanceType,
  powerhouseServerRoles,
  powerhouseServerRole,
  editionKeys,
  editionKey,
  editionInfo,
} from './product.ts';
export type {
  InstanceKind,
  ServerType,
  ProductCode,
  InstanceType,
  PowerhouseServerRole,
  EditionKey,
  EditionInfo,
} from './product.ts';

export {
  instanceStatusLabels,
  instanceStatusTones,
  instanceStatusLabel,
  instanceStatusTone,
  instanceStatusLabelTone,
} from './status.ts';
export type { InstanceStatusLabel, InstanceStatusTone } from './status.ts';
