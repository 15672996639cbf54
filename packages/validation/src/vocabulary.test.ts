import { describe, expect, it } from 'vitest';
import { outcome } from './lib/test-helpers.ts';
import {
  editionInfo,
  editionKey,
  editionKeys,
  instanceKind,
  instanceKindInfo,
  instanceKindOfProductCode,
  instanceKindOfServerType,
  instanceKinds,
  instanceType,
  powerhouseServerRole,
  productCode,
  serverType,
} from './product.ts';
import {
  LOG_LEVEL_DEFAULT,
  backupStatus,
  billStatus,
  billStatusLabels,
  creditStatus,
  creditStatusLabels,
  identityType,
  instanceStatus,
  logLevel,
  logLevelFromNumber,
  logLevelNumbers,
  logLevelToNumber,
  logLevels,
  noticePriority,
  runToggle,
  serviceState,
  userStatus,
} from './vocabulary.ts';

// The value sets exactly as spec sections 1, 3 and 4 spell them.
describe.each([
  [
    'instance statuses',
    instanceStatus,
    [
      'UNKNOWN',
      'CREATING',
      'DEPLOYING',
      'STARTING',
      'RESTARTING',
      'RUNNING',
      'STOPPING',
      'STOPPED',
      'SHUTDOWN',
      'TERMINATING',
      'TERMINATED',
      'ERROR',
      'CHANGING',
      'EXTENDING',
      'UPDATING',
      'BACKUPING',
      'RECOVERING',
    ],
  ],
  [
    'service states',
    serviceState,
    ['AVAILABLE', 'BACKUP', 'RECOVERING', 'CLEANING', 'LOADING', 'CRASH', 'UNKNOWN'],
  ],
  [
    'backup statuses',
    backupStatus,
    ['CREATING', 'AVAILABLE', 'DELETING', 'DELETED', 'DELETE_FAILED', 'BACKUP_FAILED'],
  ],
  ['bill statuses', billStatus, ['PENDING', 'UNPAID', 'PAID', 'OVERDUE', 'CANCELED']],
  ['credit statuses', creditStatus, ['ACTIVE', 'USED', 'EXPIRED']],
  ['user statuses', userStatus, ['NORMAL', 'LIMITED', 'BANNED', 'REVIEW']],
  ['notice priorities', noticePriority, ['CRITICAL', 'IMPORTANT', 'COMMON']],
  ['log levels', logLevel, ['FATAL', 'WARNING', 'INFO', 'DEBUG']],
  ['identity types', identityType, ['email', 'google', 'github']],
  ['run toggles', runToggle, ['stop', 'run', 'disabled']],
  ['instance kinds', instanceKind, ['BLAZE', 'POWERHOUSE', 'MANAGER']],
  ['server types', serverType, ['GRAPH_V4', 'GRAPH_V5', 'MANAGER']],
  ['instance types', instanceType, ['STANDARD', 'FREE']],
  [
    'Powerhouse server roles',
    powerhouseServerRole,
    ['GRAPH_V5_HDC_SERVER', 'GRAPH_V5_SHARD_SERVER', 'GRAPH_V5_META_SERVER'],
  ],
  [
    'edition keys',
    editionKey,
    ['shared', 'standard', 'powerhouse-standard', 'manager-standard', 'enterprise'],
  ],
] as const)('%s', (_name, schema, values) => {
  it('holds exactly the spec values', () => {
    expect(schema.options).toEqual(values);
  });

  it.each(values.map((value) => [value]))('accepts %s', (value) => {
    expect(outcome(schema, value)).toBe('ok');
  });

  it('refuses other spellings and types with a key', () => {
    const first = values[0];
    const otherCase = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
    for (const input of [otherCase, ` ${first}`, '', 'OTHER', 1, null, undefined])
      expect(outcome(schema, input), String(input)).toBe('validation.invalid-option');
  });
});

describe('log levels', () => {
  it('number FATAL 1, WARNING 2, INFO 3, DEBUG 4 both ways', () => {
    expect(logLevelNumbers).toEqual({ FATAL: 1, WARNING: 2, INFO: 3, DEBUG: 4 });
    for (const level of logLevels) expect(logLevelFromNumber(logLevelToNumber(level))).toBe(level);
    expect(logLevelFromNumber(0)).toBeUndefined();
    expect(logLevelFromNumber(5)).toBeUndefined();
    expect(logLevelFromNumber(2.5)).toBeUndefined();
    expect(LOG_LEVEL_DEFAULT).toBe(3);
  });
});

describe('bill and credit labels', () => {
  it('spell the statuses as the interface does', () => {
    expect(Object.values(billStatusLabels)).toEqual([
      'Pending',
      'Unpaid',
      'Paid',
      'Overdue',
      'Canceled',
    ]);
    expect(Object.values(creditStatusLabels)).toEqual(['Active', 'Used', 'Expired']);
  });
});

describe('instance kinds', () => {
  it.each([
    ['BLAZE', 'Blaze', 'GRAPH_V4', 3],
    ['POWERHOUSE', 'Powerhouse', 'GRAPH_V5', 1],
    ['MANAGER', 'Manager', 'MANAGER', 2],
  ] as const)('%s: %s, %s, product code %d', (kind, displayName, type, code) => {
    expect(instanceKindInfo[kind]).toEqual({ displayName, serverType: type, productCode: code });
    expect(instanceKindOfServerType(type)).toBe(kind);
    expect(instanceKindOfProductCode(code)).toBe(kind);
  });

  it('product codes are 1, 2 and 3 only', () => {
    expect(instanceKinds.map((kind) => instanceKindInfo[kind].productCode).sort()).toEqual([
      1, 2, 3,
    ]);
    for (const code of [1, 2, 3]) expect(outcome(productCode, code)).toBe('ok');
    for (const input of [0, 4, '1', 1.5, null])
      expect(outcome(productCode, input)).toBe('validation.invalid-option');
  });
});

describe('editions', () => {
  it('titles, in catalogue order, with Enterprise contact-only', () => {
    expect(editionKeys.map((key) => editionInfo[key].title)).toEqual([
      'Shared',
      'Standard',
      'Graph Powerhouse Standard',
      'Manager Standard',
      'Enterprise',
    ]);
    expect(editionKeys.filter((key) => editionInfo[key].contactOnly)).toEqual(['enterprise']);
    expect(editionInfo.shared.instanceType).toBe('FREE');
  });
});
