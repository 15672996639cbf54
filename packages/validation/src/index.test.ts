// The public API is a contract with contract, ui, server and console: this list fails when an
// export appears or disappears, so such a change is made on purpose (with a changeset).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import * as api from './index.ts';
import { isValidationMessageKey } from './index.ts';

describe('public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "ACCOUNT_PASSWORD_MAX_LENGTH",
        "ACCOUNT_PASSWORD_MIN_CLASSES",
        "ACCOUNT_PASSWORD_MIN_LENGTH",
        "ALLOWED_IP_DESCRIPTION_MAX_CHARACTERS",
        "BACKUP_TAG_MAX_CHARACTERS",
        "EMAIL_CODE_LENGTH",
        "EMAIL_MAX_LENGTH",
        "GRAPH_PASSWORD_MAX_LENGTH",
        "GRAPH_PASSWORD_MIN_LENGTH",
        "GRAPH_ROOT_USERNAME",
        "GRAPH_USERNAME_MAX_LENGTH",
        "GRAPH_USERNAME_MIN_LENGTH",
        "INSTANCE_NAME_MAX_BYTES",
        "LISTENING_PORT_MAX",
        "LISTENING_PORT_MIN",
        "LOG_LEVEL_DEFAULT",
        "MEMORY_THRESHOLD_DEFAULT",
        "MEMORY_THRESHOLD_MAX",
        "MEMORY_THRESHOLD_MIN",
        "NODE_ID_CACHE_MAX",
        "NODE_ID_CACHE_MIN",
        "PRIVATE_IPV4_BLOCKS",
        "PROFILE_NAME_MAX_CHARACTERS",
        "PROFILE_PHONE_MAX_CHARACTERS",
        "PROFILE_POSTAL_CODE_MAX_CHARACTERS",
        "SUBNET_CIDR_PREFIX_MAX",
        "SUBNET_CIDR_PREFIX_MIN",
        "VPC_CIDR_PREFIX_MAX",
        "VPC_CIDR_PREFIX_MIN",
        "accountPassword",
        "accountPasswordForm",
        "allowedIpEntry",
        "allowedIpList",
        "backupStatus",
        "backupStatuses",
        "backupTag",
        "billStatus",
        "billStatusLabels",
        "billStatuses",
        "codePointLength",
        "creditStatus",
        "creditStatusLabels",
        "creditStatuses",
        "editionInfo",
        "editionKey",
        "editionKeys",
        "email",
        "emailCode",
        "fieldMessageKeys",
        "fieldMessageTexts",
        "fieldPath",
        "firstErrorText",
        "formatIpRange",
        "graphPassword",
        "graphUsername",
        "identityType",
        "identityTypes",
        "instanceKind",
        "instanceKindInfo",
        "instanceKindOfProductCode",
        "instanceKindOfServerType",
        "instanceKinds",
        "instanceName",
        "instanceStatus",
        "instanceStatusLabel",
        "instanceStatusLabelTone",
        "instanceStatusLabels",
        "instanceStatusTone",
        "instanceStatusTones",
        "instanceStatuses",
        "instanceType",
        "instanceTypes",
        "isPrivateRange",
        "isValidationMessageKey",
        "listeningPort",
        "logLevel",
        "logLevelFromNumber",
        "logLevelNumber",
        "logLevelNumbers",
        "logLevelToNumber",
        "logLevels",
        "memoryThreshold",
        "nodeIdCache",
        "noticePriorities",
        "noticePriority",
        "parseCidrBlock",
        "parseIpEntry",
        "passwordCharacterClassCount",
        "powerhouseServerRole",
        "powerhouseServerRoles",
        "productCode",
        "productCodes",
        "profileName",
        "profilePhone",
        "profilePostalCode",
        "readStrictInteger",
        "runToggle",
        "runToggles",
        "serverType",
        "serverTypes",
        "serviceState",
        "serviceStates",
        "subnetCidr",
        "subnetInsideVpc",
        "userStatus",
        "userStatuses",
        "utf8ByteLength",
        "validationMessageKeys",
        "validationMessageText",
        "validationMessages",
        "vpcCidr",
        "vpcNetworkSettings",
      ]
    `);
  });

  it('exports every fixed field schema named by issue 2', () => {
    const fixedNames = [
      'instanceName',
      'listeningPort',
      'allowedIpEntry',
      'allowedIpList',
      'memoryThreshold',
      'nodeIdCache',
      'graphUsername',
      'graphPassword',
      'backupTag',
      'emailCode',
      'email',
      'profileName',
      'profilePhone',
      'profilePostalCode',
      'accountPassword',
      'accountPasswordForm',
    ] as const;
    for (const name of fixedNames) expect(typeof api[name].safeParse, name).toBe('function');
  });

  it('gives every issue a message key, never zod English, for wrong input of any type', () => {
    type Parser = { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } };
    const schemas = (Object.values(api) as unknown[]).filter(
      (value): value is Parser =>
        typeof value === 'object' && value !== null && 'safeParse' in value,
    );
    expect(schemas.length).toBeGreaterThan(30);
    const oddInputs: unknown[] = [
      undefined,
      null,
      true,
      12.5,
      'x',
      {},
      [],
      [{}],
      { ip: 3 },
      Symbol('s'),
    ];
    for (const schema of schemas)
      for (const input of oddInputs)
        for (const issue of schema.safeParse(input).error?.issues ?? [])
          expect(isValidationMessageKey(issue.message), issue.message).toBe(true);
  });

  it('stays representable as JSON Schema both ways (for OpenAPI), with bounds on numbers', () => {
    for (const [name, value] of Object.entries(api)) {
      if (!(value instanceof z.ZodType)) continue;
      expect(() => z.toJSONSchema(value, { io: 'input' }), name).not.toThrow();
      expect(() => z.toJSONSchema(value, { io: 'output' }), name).not.toThrow();
    }
    expect(z.toJSONSchema(api.listeningPort, { io: 'output' })).toMatchObject({
      type: 'integer',
      minimum: 60000,
      maximum: 65535,
    });
    expect(z.toJSONSchema(api.listeningPort, { io: 'input' })).toMatchObject({
      anyOf: [{ type: 'number' }, { type: 'string', pattern: '^(?:0|[1-9][0-9]*)$' }],
    });
  });

  it('reports one issue per bad number, however it is wrong', () => {
    for (const input of [2 ** 53, 1e300, '99999999999999999999', 59999.5, -1, 'x', Number.NaN])
      expect(api.listeningPort.safeParse(input).error?.issues, String(input)).toHaveLength(1);
  });

  it('infers the types forms and the server rely on', () => {
    expectTypeOf<z.input<typeof api.listeningPort>>().toEqualTypeOf<number | string>();
    expectTypeOf<z.output<typeof api.listeningPort>>().toEqualTypeOf<number>();
    expectTypeOf<z.output<typeof api.logLevelNumber>>().toEqualTypeOf<1 | 2 | 3 | 4>();
    expectTypeOf<api.AllowedIpList>().toEqualTypeOf<
      { ip: string; description?: string | undefined }[]
    >();
    expectTypeOf<api.AccountPasswordForm>().toEqualTypeOf<{
      email: string;
      password: string;
      confirmPassword: string;
    }>();
    expectTypeOf<api.InstanceStatus>().toEqualTypeOf<(typeof api.instanceStatuses)[number]>();
    expectTypeOf(api.instanceStatusLabel).returns.toEqualTypeOf<api.InstanceStatusLabel>();
  });
});
