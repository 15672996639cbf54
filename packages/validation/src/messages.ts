/**
 * Every message this package can produce: a stable key (what a zod issue's `message` holds, what the
 * server sends in `data.fields`) mapped to its English text. Keys never change meaning; translations
 * are keyed by them. Add a key here before using it anywhere else: the type below only admits keys
 * listed in this table.
 */
export const validationMessages = {
  // Shared
  'validation.required': 'This field is required.',
  'validation.invalid-type': 'This value has the wrong type.',
  'validation.invalid-option': 'Choose one of the listed options.',

  // Instance settings
  'validation.instance.name-required': 'Enter an instance name.',
  'validation.instance.name-too-long':
    'Instance name must be under 128 bytes (accented and non-Latin characters take 2 to 4 bytes each).',
  'validation.instance.name-invalid': 'Instance name error.',
  'validation.instance.port-required': 'Enter a listening port.',
  'validation.instance.port-invalid': 'Port must be a whole number from 60000 to 65535.',
  'validation.instance.memory-threshold-required': 'Enter a memory threshold.',
  'validation.instance.memory-threshold-invalid':
    'Memory threshold must be a whole number from 80 to 90 (percent).',
  'validation.instance.node-id-cache-required': 'Enter a node ID cache size.',
  'validation.instance.node-id-cache-invalid':
    'Node ID cache must be a whole number from 0 to 999,000,000.',
  'validation.instance.log-level-required': 'Choose a log level.',
  'validation.instance.log-level-invalid':
    'Log level must be 1 (FATAL), 2 (WARNING), 3 (INFO) or 4 (DEBUG).',

  // Allowed inbound IPs
  'validation.instance.allowed-ip-required': 'Enter an IP address, a range or a CIDR block.',
  'validation.instance.allowed-ip-invalid':
    'Enter an IPv4 address (192.168.1.10), a range (192.168.1.10-192.168.1.20) or a CIDR block (192.168.1.0/24).',
  'validation.instance.allowed-ip-octet-out-of-range':
    'Each of the four numbers of an IPv4 address must be from 0 to 255.',
  'validation.instance.allowed-ip-leading-zero':
    'Write the numbers of an IPv4 address without leading zeros (10.0.0.1, not 010.000.000.001).',
  'validation.instance.allowed-ip-prefix-invalid':
    'The prefix length after "/" must be a whole number from 0 to 32.',
  'validation.instance.allowed-ip-range-order':
    'A range must start at or before its end (for example 10.0.0.1-10.0.0.9).',
  'validation.instance.allowed-ip-duplicate':
    'This IP entry repeats an earlier one (the same addresses written differently count as the same).',
  'validation.instance.allowed-ip-description-without-ip':
    'Enter the IP address this description belongs to, or clear the description.',
  'validation.instance.allowed-ip-description-too-long':
    'Description must be at most 256 characters.',

  // VPC network of a region (provider staff)
  'validation.vpc.cidr-required': 'Enter a CIDR block, such as 10.20.0.0/16.',
  'validation.vpc.cidr-invalid':
    'Write a CIDR block as an IPv4 address, a slash and a prefix length, such as 10.20.0.0/16.',
  'validation.vpc.cidr-host-bits':
    'Start the block at its first address (10.20.0.0/16, not 10.20.0.5/16).',
  'validation.vpc.cidr-not-private':
    'Use a private range: inside 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16.',
  'validation.vpc.vpc-prefix-out-of-range': 'A VPC block must be from /16 to /24.',
  'validation.vpc.subnet-prefix-out-of-range': 'A subnet must be from /16 to /28.',
  'validation.vpc.subnet-outside-vpc': 'The subnet must lie inside the VPC block.',

  // Graph (database) account
  'validation.graph.username-required': 'Enter a username.',
  'validation.graph.username-characters':
    'Username can use only the letters A-Z and a-z, digits and underscores.',
  'validation.graph.username-start': 'Username must start with a letter.',
  'validation.graph.username-length': 'Username must be 2 to 32 characters long.',
  'validation.graph.username-reserved': 'The username "root" is reserved: choose another one.',
  'validation.graph.password-required': 'Enter a password.',
  'validation.graph.password-characters':
    'Password can use printable ASCII characters except space, backtick (`), quotes (\' and ") and backslash (\\).',
  'validation.graph.password-length': 'Password must be 6 to 64 characters long.',

  // Backups
  'validation.backup.tag-required': 'Enter a backup tag.',
  'validation.backup.tag-too-long': 'Backup tag must be under 20 characters.',

  // Account
  'validation.account.email-required': 'Enter your e-mail address.',
  'validation.account.email-invalid': 'Not a valid email address.',
  'validation.account.email-too-long': 'E-mail address must be at most 254 characters.',
  'validation.account.email-code-required': 'Enter the 6-digit code sent to your e-mail.',
  'validation.account.email-code-invalid': 'Incorrect verification code.',
  'validation.account.password-required': 'Enter a password.',
  'validation.account.password-characters':
    'Password can use only printable ASCII characters: letters, digits, punctuation and space.',
  'validation.account.password-length': 'Password must be 8 to 64 characters long.',
  'validation.account.password-weak':
    'Password must use at least 3 of: uppercase letters, lowercase letters, digits, special characters.',
  'validation.account.password-equals-email':
    'Password must not be the same as your e-mail address.',
  'validation.account.password-same-as-current':
    'Choose a password different from your current one.',
  'validation.account.confirm-password-required': 'Enter the password again to confirm it.',
  'validation.account.password-mismatch': 'The passwords do not match.',

  // Profile
  'validation.profile.name-required': 'Enter your name.',
  'validation.profile.name-too-long': 'Name must be at most 50 characters.',
  'validation.profile.phone-required': 'Enter a phone number.',
  'validation.profile.phone-too-long': 'Phone number must be at most 20 characters.',
  'validation.profile.phone-characters':
    'Phone number can use only digits, spaces and the characters + - ( ).',
  'validation.profile.phone-no-digit': 'Phone number must contain at least one digit.',
  'validation.profile.postal-code-required': 'Enter a postal code.',
  'validation.profile.postal-code-too-long': 'Postal code must be at most 10 characters.',
  'validation.profile.postal-code-characters':
    'Postal code can use only ASCII letters, digits, spaces and punctuation.',
} as const satisfies Record<string, string>;

/** A key of {@link validationMessages}. */
export type ValidationMessageKey = keyof typeof validationMessages;

/** Every message key, for tests and translation tooling. */
export const validationMessageKeys = Object.keys(validationMessages) as ValidationMessageKey[];

/** A zod error, or anything shaped like one (a plain `{ issues }` object from the wire). */
export interface IssueList {
  readonly issues: ReadonlyArray<{
    readonly path: ReadonlyArray<PropertyKey>;
    readonly message: string;
  }>;
}

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(validationMessages, value);
}

/**
 * The English text of a message key. An unknown string is returned unchanged, so text that is
 * already English (a server message, a zod default) still reads sensibly.
 */
export function validationMessageText(keyOrText: string): string {
  return isValidationMessageKey(keyOrText) ? validationMessages[keyOrText] : keyOrText;
}

/**
 * The wire form of a field path: segments joined with '.' (`allowedIps.3.ip`); an issue about the
 * whole value has the path ''.
 */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((segment) => String(segment)).join('.');
}

/**
 * `{ fieldPath: messageKey }` from a zod error: what the server sends as `data.fields`. When a field
 * has several issues the first one wins (the most basic problem is reported first by every rule).
 */
export function fieldMessageKeys(error: IssueList): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = fieldPath(issue.path);
    if (!Object.hasOwn(fields, path)) fields[path] = issue.message;
  }
  return fields;
}

/** `{ fieldPath: English text }` from a zod error or a `data.fields` map. */
export function fieldMessageTexts(
  errorOrFields: IssueList | Readonly<Record<string, string>>,
): Record<string, string> {
  const keys = isIssueList(errorOrFields) ? fieldMessageKeys(errorOrFields) : errorOrFields;
  const texts: Record<string, string> = {};
  for (const [path, key] of Object.entries(keys)) texts[path] = validationMessageText(key);
  return texts;
}

/** The English text of the first issue of a zod error (for a single-field check). */
export function firstErrorText(error: IssueList): string | undefined {
  const first = error.issues[0];
  return first === undefined ? undefined : validationMessageText(first.message);
}

function isIssueList(value: object): value is IssueList {
  return Array.isArray((value as { issues?: unknown }).issues);
}
