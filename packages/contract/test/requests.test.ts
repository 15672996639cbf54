import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, endpointsById, toFieldErrors, type EndpointId } from '../src/index.ts';

// One valid request per endpoint, written as it arrives: GET values are query-string text.
const id = 'i_01HZX3';
const cluster = 'c_7Q2';
const ips = [{ ip: '10.0.0.0/24', description: 'office' }];
const when = { from: '2026-01-01T00:00:00Z', to: '2026-01-01T01:00:00Z' };
const servers = [
  { role: 'GRAPH_V5_META_SERVER', sizeId: 'meta-s', count: 3 },
  { role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'shard-m', count: 2, storageGb: 200 },
];

const samples: Record<EndpointId, Record<string, unknown>> = {
  'auth.login': { email: 'ada@example.com', password: 'Graph-2026' },
  'auth.logout': {},
  'auth.refreshToken': { refreshToken: 'rt_abc' },
  'auth.captcha': {},
  'auth.modifyPassword': {
    oldPassword: 'x',
    newPassword: 'Graph-2026',
    confirmPassword: 'Graph-2026',
  },
  'auth.emailCaptcha': { email: 'ada@example.com', purpose: 'register' },
  'auth.register': { email: 'ada@example.com', password: 'Graph-2026', emailCode: '123456' },
  'auth.applyForAccess': { company: 'Acme', useCase: 'Fraud rings in payments' },
  'auth.externalBound': { channel: 'aws-marketplace', extAccountToken: 'tok-1' },
  'auth.bindExternal': { channel: 'aws-marketplace', extAccountToken: 'tok-1' },
  'auth.unbindExternal': { channel: 'aws-marketplace' },
  'auth.googleLoginStart': {},
  'auth.googleLogin': { code: '4/0Ab', state: 'st' },
  'auth.githubLoginStart': {},
  'auth.githubLogin': { code: 'gh-code' },
  'auth.getTotp': {},
  'auth.setupTotp': { enable: true, code: '123456' },
  'auth.validatePassword': { password: 'Graph-2026' },
  'user.info': {},
  'user.ip': {},
  'user.profile': {},
  'user.updateProfile': { name: ' Ada ', phone: '+44 20 7946 0000', city: null },
  'user.externalBound': {},
  'openkey.create': {
    name: 'CI deploys',
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  },
  'openkey.delete': { id: 'k_1' },
  'openkey.update': { id: 'k_1', name: 'Nightly' },
  'openkey.list': {},
  'questionnaire.guide': {},
  'questionnaire.create': {
    skipped: false,
    answers: {
      role: 'developer',
      useCases: ['fraud-detection'],
      experience: 'none',
      dataSize: 'unknown',
    },
  },
  'notice.get': {},
  'tracking.create': { spm: '101.0.0', event_key: 'notice_show', action_type: 'show' },
  'instance.guide': {},
  'instance.nameAvailable': { name: 'My graph' },
  'instance.list': { page: '2', pageSize: '20', status: 'RUNNING', kind: 'BLAZE' },
  'instance.count': {},
  'instance.detail': { instanceId: id },
  'instance.cloneTemplate': { instanceId: id },
  'instance.productDetail': { instanceId: id },
  'instance.stockCheck': { vendor: 'aws', region: 'us-east-1', sizeId: 'std-8' },
  'instance.state': { instanceIds: [id, 'i_2'] },
  'instance.create': {
    edition: 'standard',
    vendor: 'aws',
    region: 'us-east-1',
    sizeId: 'std-8',
    version: 'v4.5.0',
    name: 'My graph',
    port: 60061,
    allowedIps: ips,
    memoryThreshold: 85,
    logLevel: 3,
    nodeIdCache: 0,
    shortUuid: false,
    rootPassword: 'S3cret!pw',
  },
  'instance.pay': {
    paymentMethod: {
      type: 'card',
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
      holderName: 'Ada Lovelace',
    },
  },
  'instance.restart': { instanceId: id },
  'instance.start': { instanceId: id },
  'instance.forceStart': { instanceId: id },
  'instance.stop': { instanceId: id },
  'instance.terminate': { instanceId: id, confirmName: 'My graph' },
  'instance.updateInfo': { instanceId: id, name: 'Renamed' },
  'instance.updateNetwork': { instanceId: id, port: 60100 },
  'instance.updateServer': { instanceId: id, logLevel: 4 },
  'instance.changeSize': { instanceId: id, sizeId: 'std-16' },
  'instance.applyForCapacity': { vendor: 'aws', region: 'us-east-1', sizeId: 'std-8' },
  'instance.extendStorage': { instanceId: id, storageGb: 200 },
  'instance.extendPrice': { instanceId: id, storageGb: '200' },
  'instance.extensible': { instanceId: id },
  'instance.connect': { instanceId: id },
  'instance.query': { instanceId: id, statement: 'MATCH (n) RETURN count(n)' },
  'instance.schema': { instanceId: id },
  'backup.list': { instanceId: id },
  'backup.create': { instanceId: id, tag: 'before-migration' },
  'backup.delete': { instanceId: id, backupId: 'b_1' },
  'backup.clean': { instanceId: id },
  'backup.recover': { instanceId: id, backupId: 'b_1', confirmName: 'My graph' },
  'backup.samples': {},
  'backup.loadSample': { instanceId: id, sampleId: 'movies' },
  'monitor.cpu': { instanceId: id, ...when },
  'monitor.disk': { instanceId: id },
  'monitor.memory': { instanceId: id, to: when.to },
  'monitor.log': { instanceId: id, level: '2', search: 'backup', page: '1', pageSize: '50' },
  'file.ticket': { kind: 'instanceLog', instanceId: id, level: 3, search: 'backup', ...when },
  'file.download': { ticket: 'Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAtYWJjZGVm' },
  'resetPassword.captchaImage': { instanceId: id },
  'resetPassword.sendCode': { instanceId: id, captchaId: 'cap_12345678', captchaCode: 'x7Kp' },
  'resetPassword.reset': { instanceId: id, emailCode: '123456', password: 'N3w-root' },
  'resetPassword.resetCluster': { clusterId: cluster, emailCode: '123456', password: 'N3w-root' },
  'resetPassword.clusterCaptchaImage': { clusterId: cluster },
  'resetPassword.sendClusterCode': {
    clusterId: cluster,
    captchaId: 'cap_12345678',
    captchaCode: 'x7Kp',
  },
  'catalogue.vendors': {},
  'catalogue.regions': { vendor: 'aws' },
  'catalogue.products': { kind: 'BLAZE' },
  'catalogue.changeOptions': { instanceId: id },
  'catalogue.sellPrice': { vendor: 'aws', region: 'us-east-1', sizeId: 'std-8', storageGb: '100' },
  'catalogue.options': { edition: 'standard', vendor: 'aws', region: 'us-east-1' },
  'catalogue.images': { kind: 'BLAZE' },
  'catalogue.sellInfo': {
    edition: 'standard',
    vendor: 'aws',
    region: 'us-east-1',
    sizeId: 'std-8',
  },
  'catalogue.regionsV2': {},
  'catalogue.usableRegionsV2': { edition: 'shared' },
  'catalogue.productsV2': { kind: 'POWERHOUSE', vendor: 'gcp', region: 'europe-west1' },
  'catalogue.managerSellPriceV2': { vendor: 'aws', region: 'us-east-1', sizeId: 'mgr-s' },
  'catalogue.imagesV2': { kind: 'MANAGER', vendor: 'aws' },
  'catalogue.sellInfoV2': { kind: 'POWERHOUSE', vendor: 'aws', region: 'us-east-1', servers },
  'cluster.createStandard': {
    name: 'Payments',
    vendor: 'aws',
    region: 'us-east-1',
    version: 'v5.1.0',
    allowedIps: ips,
    rootPassword: 'S3cret!pw',
    servers,
  },
  'cluster.createFree': { name: 'Try it', rootPassword: 'S3cret!pw' },
  'cluster.freeConfig': {},
  'cluster.freeCheck': {},
  'cluster.batchesCheck': { vendor: 'aws', region: 'us-east-1', servers },
  'cluster.list': {},
  'cluster.connect': { clusterId: cluster },
  'cluster.detail': { clusterId: cluster },
  'cluster.nameAvailable': { name: 'Payments' },
  'cluster.summary': { clusterId: cluster },
  'cluster.start': { clusterId: cluster },
  'cluster.stop': { clusterId: cluster },
  'cluster.restart': { clusterId: cluster },
  'cluster.terminate': { clusterId: cluster, confirmName: 'Payments' },
  'cluster.state': { clusterIds: [cluster] },
  'cluster.updateInfo': { clusterId: cluster, name: 'Payments 2' },
  'cluster.updateConfig': { clusterId: cluster, memoryThreshold: '90' },
  'cluster.updateNetwork': { clusterId: cluster, allowedIps: [] },
  'cluster.upgrade': { clusterId: cluster, version: 'v5.2.0' },
  'cluster.upgradeCheck': { clusterId: cluster },
  'manager.create': {
    name: 'Ops manager',
    vendor: 'aws',
    region: 'us-east-1',
    sizeId: 'mgr-s',
    version: 'm1.4.0',
    allowedIps: ips,
    rootPassword: 'S3cret!pw',
    clusterIds: [cluster],
  },
  'manager.upgrade': { instanceId: id, version: 'm1.5.0' },
  'manager.upgradeCheck': { instanceId: id },
  'manager.clusters': { instanceId: id },
  'manager.connectCluster': { instanceId: id, clusterId: cluster },
  'manager.disconnectCluster': { instanceId: id, clusterId: cluster },
  'billing.summary': {},
  'billing.daily': {},
  'billing.bills': { page: '1', status: 'UNPAID' },
  'billing.billDetail': { billId: id },
  'billing.pay': { billId: id, idempotencyKey: 'pay-0001-abcd' },
  'billing.credits': {},
  'billing.invoices': { pageSize: '20' },
  'billing.paymentMethods': {},
  'billing.addPaymentMethod': {
    paymentMethod: {
      type: 'card',
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'Ada Lovelace',
    },
    makeDefault: true,
  },
  'billing.removePaymentMethod': { paymentMethodId: id },
  'billing.setDefaultPaymentMethod': { paymentMethodId: id },
  'billing.forecastChange': { action: 'changeSize', instanceId: id, sizeId: 'standard-8c32g' },
  'vpc.networks': {},
  'vpc.updateNetwork': {
    vendor: 'aws',
    region: 'us-east-1',
    revision: 0,
    vpcCidr: '10.20.0.0/16',
    subnetCidr: '10.20.4.0/22',
    publicAccess: false,
  },
};

function fieldsOf(result: z.ZodSafeParseResult<unknown>) {
  if (result.success) throw new Error('expected a refusal');
  return toFieldErrors(result.error);
}

describe('request schemas', () => {
  it('have a sample for every endpoint, and each sample parses', () => {
    expect(Object.keys(samples).sort()).toEqual(endpoints.map((endpoint) => endpoint.id).sort());
    for (const endpoint of endpoints) {
      const result = endpoint.request.safeParse(samples[endpoint.id]);
      expect(result.success ? true : toFieldErrors(result.error), endpoint.id).toBe(true);
    }
  });

  it('refuse an unknown body field of every POST by name', () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.method === 'POST')) {
      const result = endpoint.request.safeParse({ ...samples[endpoint.id], surprise: 1 });
      expect(result.success, endpoint.id).toBe(false);
      if (!result.success)
        expect(toFieldErrors(result.error), endpoint.id).toMatchObject({
          surprise: 'api.unknown-field',
        });
    }
  });

  it('ignore unknown query parameters (cache busters) of every GET', () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.method === 'GET'))
      expect(
        endpoint.request.safeParse({ ...samples[endpoint.id], _t: '1700000000' }).success,
        endpoint.id,
      ).toBe(true);
  });

  it('read numbers and booleans from query text strictly', () => {
    const list = endpointsById['instance.list'].request;
    expect(list.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(list.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
    for (const bad of [' 3', '3.0', '3e0', '0', '-1', '+3', '0x3', 3.5, -1, 0, 100_001, true])
      expect(fieldsOf(list.safeParse({ page: bad })), String(bad)).toEqual({
        page: 'api.page-invalid',
      });
    expect(fieldsOf(list.safeParse({ page: '' }))).toEqual({ page: 'validation.required' });
    expect(fieldsOf(list.safeParse({ pageSize: '101' }))).toEqual({
      pageSize: 'api.page-size-invalid',
    });
    expect(fieldsOf(list.safeParse({ status: 'ACTIVE' }))).toEqual({
      status: 'validation.invalid-option',
    });
  });

  it('compose the instance settings from @quiver/validation', () => {
    const create = endpointsById['instance.create'].request;
    const body = samples['instance.create'];
    expect(fieldsOf(create.safeParse({ ...body, port: 59999 }))).toEqual({
      port: 'validation.instance.port-invalid',
    });
    expect(fieldsOf(create.safeParse({ ...body, memoryThreshold: 79 }))).toEqual({
      memoryThreshold: 'validation.instance.memory-threshold-invalid',
    });
    expect(fieldsOf(create.safeParse({ ...body, rootPassword: 'has space' }))).toEqual({
      rootPassword: 'validation.graph.password-characters',
    });
    expect(fieldsOf(create.safeParse({ ...body, name: 'é'.repeat(64) }))).toEqual({
      name: 'validation.instance.name-too-long',
    });
    expect(
      fieldsOf(create.safeParse({ ...body, allowedIps: [...ips, { ip: '10.0.0.0-10.0.0.255' }] })),
    ).toEqual({ 'allowedIps.1.ip': 'validation.instance.allowed-ip-duplicate' });
    expect(fieldsOf(create.safeParse({ ...body, edition: 'enterprise' }))).toEqual({
      edition: 'validation.invalid-option',
    });
    expect(fieldsOf(create.safeParse({ ...body, logLevel: 5 }))).toEqual({
      logLevel: 'validation.instance.log-level-invalid',
    });
    const { rootPassword: _, ...withoutPassword } = body;
    expect(fieldsOf(create.safeParse(withoutPassword))).toEqual({
      rootPassword: 'validation.graph.password-required',
    });
  });

  it('apply the query extension defaults and bounds', () => {
    const query = endpointsById['instance.query'].request;
    expect(query.parse({ instanceId: id, statement: ' RETURN 1 ' })).toEqual({
      instanceId: id,
      statement: 'RETURN 1',
      readOnly: false,
      timeoutMs: 10_000,
      rowLimit: 1_000,
    });
    expect(
      fieldsOf(query.safeParse({ instanceId: id, statement: '', timeoutMs: 99, rowLimit: 10_001 })),
    ).toEqual({
      statement: 'api.statement-required',
      timeoutMs: 'api.timeout-invalid',
      rowLimit: 'api.row-limit-invalid',
    });
    expect(
      query.safeParse({ instanceId: id, statement: 'RETURN $a', params: { a: [1, { b: null }] } })
        .success,
    ).toBe(true);
    expect(
      fieldsOf(query.safeParse({ instanceId: id, statement: 'x', params: { 'bad key': 1 } })),
    ).toHaveProperty('params.bad key');
  });

  it('check payment cards (Luhn, month and year ranges) and keep only digits of the number', () => {
    const pay = endpointsById['instance.pay'].request;
    const card = samples['instance.pay'].paymentMethod as Record<string, unknown>;
    expect(pay.parse({ paymentMethod: card })).toMatchObject({
      paymentMethod: { number: '4242424242424242', expMonth: 12, expYear: 2099 },
    });
    expect(
      fieldsOf(pay.safeParse({ paymentMethod: { ...card, number: '4242 4242 4242 4241' } })),
    ).toEqual({
      'paymentMethod.number': 'api.card-number-invalid',
    });
    expect(
      fieldsOf(pay.safeParse({ paymentMethod: { ...card, expMonth: 13, expYear: 1999 } })),
    ).toEqual({
      'paymentMethod.expMonth': 'api.card-expiry-invalid',
      'paymentMethod.expYear': 'api.card-expiry-invalid',
    });
    expect(
      pay.safeParse({ paymentMethod: { type: 'token', token: 'tok_sandbox_visa' } }).success,
    ).toBe(true);
  });

  it('keep tracking events consistent with the spm table', () => {
    const track = endpointsById['tracking.create'].request;
    expect(
      track.safeParse({ spm: '103.0.5', event_key: 'acceptAllCookies_click', action_type: 'click' })
        .success,
    ).toBe(true);
    expect(
      fieldsOf(
        track.safeParse({
          spm: '103.0.4',
          event_key: 'acceptAllCookies_click',
          action_type: 'click',
        }),
      ),
    ).toEqual({
      spm: 'api.invalid-value',
    });
  });

  it('check time ranges of the monitoring calls', () => {
    const cpu = endpointsById['monitor.cpu'].request;
    expect(fieldsOf(cpu.safeParse({ instanceId: id, from: when.to, to: when.from }))).toEqual({
      from: 'api.time-range-invalid',
    });
    expect(
      fieldsOf(
        cpu.safeParse({ instanceId: id, from: '2026-01-01T00:00:00Z', to: '2026-01-08T00:00:01Z' }),
      ),
    ).toEqual({ from: 'api.time-range-invalid' });
    expect(fieldsOf(cpu.safeParse({ instanceId: id, from: 'yesterday' }))).toEqual({
      from: 'api.datetime-invalid',
    });
  });

  it('bound the log search and read it trimmed', () => {
    const log = endpointsById['monitor.log'].request;
    expect(log.parse({ instanceId: id, search: '  Backup  ' })).toMatchObject({ search: 'Backup' });
    expect(fieldsOf(log.safeParse({ instanceId: id, search: 'x'.repeat(201) }))).toEqual({
      search: 'api.log-search-too-long',
    });
  });

  it('name a known file in a ticket request, with its own rules', () => {
    const ticket = endpointsById['file.ticket'].request;
    expect(fieldsOf(ticket.safeParse({ kind: 'report', instanceId: id }))).toEqual({
      kind: 'validation.invalid-option',
    });
    expect(fieldsOf(ticket.safeParse({ kind: 'invoice', invoiceId: 'no such id!' }))).toEqual({
      invoiceId: 'api.id-invalid',
    });
    expect(ticket.safeParse({ kind: 'billCsv', billId: id }).success).toBe(true);
    expect(
      fieldsOf(ticket.safeParse({ kind: 'instanceLog', instanceId: id, level: 5, ...when })),
    ).toEqual({ level: 'api.log-level-filter-invalid' });
    expect(
      fieldsOf(
        ticket.safeParse({ kind: 'instanceLog', instanceId: id, from: when.to, to: when.from }),
      ),
    ).toEqual({ from: 'api.time-range-invalid' });
    const download = endpointsById['file.download'].request;
    expect(fieldsOf(download.safeParse({}))).toEqual({ ticket: 'api.ticket-required' });
    expect(fieldsOf(download.safeParse({ ticket: 'short' }))).toEqual({
      ticket: 'api.ticket-invalid',
    });
  });

  it('need meta and shard servers, one line per role, in a cluster', () => {
    const create = endpointsById['cluster.createStandard'].request;
    const body = samples['cluster.createStandard'];
    expect(fieldsOf(create.safeParse({ ...body, servers: servers.slice(0, 1) }))).toEqual({
      servers: 'api.cluster-roles-invalid',
    });
    expect(fieldsOf(create.safeParse({ ...body, servers: [...servers, servers[0]] }))).toEqual({
      servers: 'api.cluster-roles-invalid',
    });
  });

  it("check a region's network with @quiver/validation's rules, the subnet inside the VPC", () => {
    const update = endpointsById['vpc.updateNetwork'].request;
    const body = samples['vpc.updateNetwork'];
    expect(fieldsOf(update.safeParse({ ...body, subnetCidr: '10.21.0.0/24' }))).toEqual({
      subnetCidr: 'validation.vpc.subnet-outside-vpc',
    });
    expect(
      fieldsOf(update.safeParse({ ...body, vpcCidr: '8.8.0.0/16', revision: -1, region: 'US' })),
    ).toEqual({
      vpcCidr: 'validation.vpc.cidr-not-private',
      revision: 'api.revision-invalid',
      region: 'api.key-invalid',
    });
    expect(fieldsOf(update.safeParse({ ...body, publicAccess: 'no' }))).toEqual({
      publicAccess: 'validation.invalid-type',
    });
  });

  it("never read the clock: time rules are the server's (it owns the clock)", () => {
    const create = endpointsById['openkey.create'].request;
    expect(create.safeParse({ name: 'k', expiresAt: '2001-01-01T00:00:00Z' }).success).toBe(true);
    expect(fieldsOf(create.safeParse({ name: ' ', expiresAt: 'soon' }))).toEqual({
      name: 'api.api-key-name-required',
      expiresAt: 'api.datetime-invalid',
    });
    const pay = endpointsById['instance.pay'].request;
    const card = samples['instance.pay'].paymentMethod as Record<string, unknown>;
    expect(pay.safeParse({ paymentMethod: { ...card, expYear: 2001 } }).success).toBe(true);
  });

  it('refuse ids that are not plain identifiers', () => {
    expect(
      fieldsOf(endpointsById['instance.detail'].request.safeParse({ instanceId: "1' OR '1'='1" })),
    ).toEqual({
      instanceId: 'api.id-invalid',
    });
    expect(
      fieldsOf(endpointsById['instance.state'].request.safeParse({ instanceIds: [id, id] })),
    ).toEqual({
      instanceIds: 'api.id-list-invalid',
    });
  });
});
