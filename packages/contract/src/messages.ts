// Every English message the API and the console's transport show, by a stable key (for i18n). The
// server puts the text in the envelope's `message` and the key in `data.reason`; the console may
// translate by key and falls back to the text. Texts from spec section 8 are quoted literally.

/** Interface messages of spec section 8, word for word. */
export const specMessages = {
  incorrectSecurityCode: 'Incorrect security code.',
  incorrectAccountOrPassword: 'Incorrect account or password.',
  invalidEmail: 'Not a valid email address.',
  providerInitFailed:
    'Initialization failed due to a cloud provider issue: terminate and retry later or change region.',
  soldOut: 'Instance sold out in this region: choose another region or submit a request.',
  occupied: 'Instance occupied in this region.',
  cannotCreateNow: 'The selected instance cannot be created now.',
  startNoPayment: 'Failed to start the instance, check the payment method.',
  startNoMemory: 'Start failed: increase memory or force start.',
  incorrectVerificationCode: 'Incorrect verification code.',
  noSizeChange: 'No change to the size of the current instance.',
  storageMax: 'Storage has reached its maximum.',
  storageTooSoon: 'Storage changed too recently (at least 6 hours).',
  instanceNameError: 'Instance name error.',
  // Shown by the console's transport (spec sections 4 and 8).
  serverError: 'Server Error!',
  loginFailed: 'Login failed.',
  loginExpired: 'Login information expired.',
} as const;

/** Messages this project adds where the spec is silent (docs/decisions.md). */
export const apiMessages = {
  ok: 'OK',
  notAvailableYet: 'Not available yet.',
  invalidRequest: 'Some fields are not valid: check the highlighted fields.',
  notSignedIn: 'Not signed in.',
  accessTokenExpired: 'Access token expired.',
  refreshTokenInvalid: 'Refresh token is invalid or revoked.',
  accountBanned: 'This account may not sign in.',
  notFound: 'Not found.',
  instanceNotFound: 'Instance not found.',
  clusterNotFound: 'Cluster not found.',
  managerNotFound: 'Manager not found.',
  backupNotFound: 'Backup not found.',
  apiKeyNotFound: 'API key not found.',
  tooManyRequests: 'Too many attempts: try again later.',
  captchaRequired: 'Enter the characters shown in the image to continue.',
  providerFailed: 'The cloud provider failed: try again later.',
  socialLoginFailed: 'Social login failed: try again or sign in with your e-mail.',
  socialLoginUnavailable: 'This sign-in method is not available.',
  emailAlreadyRegistered: 'This e-mail address already has an account: sign in instead.',
  incorrectCurrentPassword: 'The current password is incorrect.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on.',
  twoFactorOff: 'Two-factor authentication is off.',
  twoFactorSetupMissing: 'Start the two-factor setup again: the pending secret expired.',
  staffOnly: 'Only provider staff may do this.',
  accountInReview:
    'Your application is in review: approval takes 2 to 3 workdays and arrives by e-mail.',
  accountLimited:
    'Your account is limited: you can read and pay bills, but not create or start instances.',
  applicationNotNeeded: 'Your account is already approved.',
  externalAlreadyBound: 'This marketplace account is already linked to a Quiver Cloud account.',
  externalNotBound: 'No marketplace account of this channel is linked.',
  apiKeyLimit: 'You can have at most 20 API keys: delete one first.',
  paymentDeclined: 'The card was declined: use another card.',
  oneFreePerAccount: 'Only one free instance or cluster per account.',
  enterpriseContactUs: 'Enterprise is available on request: contact us.',
  instanceNameTaken: 'You already have an instance with this name.',
  clusterNameTaken: 'You already have a cluster with this name.',
  confirmNameMismatch: 'Type the name exactly as shown to confirm.',
  sizeUsageTooHigh: 'Memory and disk use must be below 80% of the new size.',
  storageNotLarger: 'The new storage must be larger than the current storage.',
  sharedFixedSetting: 'The region, size and port of a Shared instance are fixed.',
  settingsUnchanged: 'Nothing to change: these are the current settings.',
  versionUnchanged: 'The instance already runs this version.',
  sampleNotFound: 'Sample graph not found.',
  fileTicketInvalid: 'This download link expired or was already used: start the download again.',
  productNotFound: 'This size is not offered in the selected region.',
  // Lifecycle refusals (lifecycle.ts): why an action is not possible in the current state.
  stopBeforeResize: 'Stop the instance before changing its size.',
  sharedNoResize: 'Shared instances cannot change size or storage.',
  startFirst: 'Start the instance first.',
  alreadyRunning: 'The instance is already running.',
  alreadyStopped: 'The instance is already stopped.',
  restartStopped: 'The instance is stopped: start it instead.',
  instanceInError: 'The instance is in error: terminate it, then create a new one.',
  operationInProgress: 'An operation is in progress ({label}): wait until it finishes.',
  instanceCancelled: 'The instance is cancelled: nothing more can be done with it.',
  notForKind: '{kind} instances do not offer this action.',
  // Billing (billing.ts).
  billNotFound: 'Bill not found.',
  invoiceNotFound: 'Invoice not found.',
  paymentMethodNotFound: 'Payment method not found.',
  billNotPayable: 'This bill is {status}: there is nothing to pay.',
  billPaymentInProgress: 'A payment of this bill is in progress: wait a moment, then refresh.',
  paymentDeclinedBecause: 'The card was declined: {reason}',
  noPaymentMethod: 'Add a payment method first.',
  removeDefaultFirst: 'Choose another default payment method before removing this one.',
  keepPaymentMethod:
    'Keep a payment method on file while paid instances exist or bills are unpaid.',
  downloadLinkInvalid: 'This download link has expired or is not valid: download the file again.',
  // Managers and their clusters (managers.ts).
  clusterAlreadyConnected: 'This cluster is already connected to this Manager.',
  clusterNotConnected: 'This cluster is not connected to this Manager.',
  // VPC network of a region (vpc.ts).
  vpcNetworkChanged:
    "Someone changed this region's network since you opened it: reload to see the change, then try again.",
  privateSourcesOnly:
    'This region accepts connections from private addresses only: allow private ranges (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16).',
} as const;

export const messages = { ...specMessages, ...apiMessages } as const;

export type MessageKey = keyof typeof messages;
export type SpecMessageKey = keyof typeof specMessages;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** The English text of a message with its `{placeholders}` filled (unknown ones stay visible). */
export function formatMessage(
  key: MessageKey,
  params: Readonly<Record<string, string>> = {},
): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? whole) : whole,
  );
}
