// Blaze instance endpoints (spec §7 "Instances (v1)"): parse (done by the route from the contract),
// call the instance service, answer. The guide keeps its own small module (guide.ts).
import { canPerform, cloneInstanceName, instanceEndpoints } from '@quiver/contract';
import {
  findSize,
  instanceHourlyMicros,
  monthlyEstimateMicros,
  sizeView,
  storageHourlyMicros,
} from '../catalogue/index.ts';
import { toQueryResult } from '../../engine/index.ts';
import type { QueryParamValue } from '../../engine/graph-engine.ts';
import { RuleViolation } from '../../errors.ts';
import { instanceView } from './view.ts';
import { handleSignedIn, type SignedInContext } from '../../http/handle.ts';

import type { Owner } from './service.ts';

const owner = ({ caller }: SignedInContext): Owner => ({
  id: caller.user.id,
  status: caller.user.status,
});

export const instanceHandlers = [
  handleSignedIn(instanceEndpoints.guide, (_input, { services, caller }) =>
    services.instances.guideDue(caller.user.id),
  ),
  handleSignedIn(instanceEndpoints.nameAvailable, async (input, { services, caller }) => ({
    available: await services.instances.nameAvailable(caller.user.id, input.name),
  })),
  handleSignedIn(instanceEndpoints.list, (input, { services, caller }) =>
    services.instances.list(caller.user.id, input),
  ),
  handleSignedIn(instanceEndpoints.count, (_input, { services, caller }) =>
    services.instances.count(caller.user.id),
  ),
  handleSignedIn(instanceEndpoints.detail, (input, { services, caller }) =>
    services.instances.detail(caller.user.id, input.instanceId),
  ),
  handleSignedIn(instanceEndpoints.productDetail, async (input, { services, caller }) => {
    const view = await services.instances.detail(caller.user.id, input.instanceId);
    const size = findSize(view.size.id);
    if (!size) throw new Error(`unknown size ${view.size.id}`);
    const hourly = instanceHourlyMicros(size, view.storageGb);
    return {
      instanceId: view.id,
      edition: view.edition,
      type: view.type,
      size: sizeView(size),
      storageGb: view.storageGb,
      hourlyPriceMicros: hourly,
      monthlyEstimateMicros: monthlyEstimateMicros(hourly),
      stoppedHourlyPriceMicros: storageHourlyMicros(view.storageGb),
    };
  }),
  handleSignedIn(instanceEndpoints.cloneTemplate, async (input, { services, caller }) => {
    const view = await services.instances.detail(caller.user.id, input.instanceId);
    const decision = canPerform(view, 'clone', { accountStatus: caller.user.status });
    if (!decision.allowed)
      throw new RuleViolation(decision.reasonKey, { params: { ...decision.params } });
    return {
      sourceInstanceId: view.id,
      name: cloneInstanceName(view.name),
      kind: view.kind,
      edition: view.edition,
      vendor: view.vendor,
      region: view.region,
      sizeId: view.size.id,
      storageGb: view.storageGb,
      version: view.version,
      port: view.port,
      allowedIps: view.allowedIps,
      memoryThreshold: view.memoryThreshold,
      logLevel: view.logLevel,
      nodeIdCache: view.nodeIdCache,
      shortUuid: view.shortUuid,
    };
  }),
  handleSignedIn(instanceEndpoints.updateInfo, (input, { services, caller }) =>
    services.instances.rename(caller.user.id, input.instanceId, input.name),
  ),
  handleSignedIn(instanceEndpoints.query, async (input, { services, caller }) => {
    const row = await services.instances.row(caller.user.id, input.instanceId);
    const decision = canPerform(instanceView(row), 'connect');
    if (!decision.allowed)
      throw new RuleViolation(decision.reasonKey, { params: { ...decision.params } });
    const outcome = await services.providers.forVendor(row.vendor).query(row.id, input.statement, {
      ...(input.params ? { params: input.params as Record<string, QueryParamValue> } : {}),
      timeLimitMs: input.timeoutMs,
      rowLimit: input.rowLimit,
      readOnly: input.readOnly,
    });
    return toQueryResult(outcome);
  }),
  handleSignedIn(instanceEndpoints.state, (input, { services, caller }) =>
    services.instances.states(caller.user.id, input.instanceIds),
  ),
  handleSignedIn(instanceEndpoints.stockCheck, (input, { services }) =>
    services.instances.stockCheck(input.vendor, input.region, input.sizeId),
  ),
  handleSignedIn(instanceEndpoints.create, (input, context) =>
    context.services.instances.create(owner(context), input),
  ),
  handleSignedIn(instanceEndpoints.start, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'start'),
  ),
  handleSignedIn(instanceEndpoints.forceStart, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'forceStart'),
  ),
  handleSignedIn(instanceEndpoints.stop, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'stop'),
  ),
  handleSignedIn(instanceEndpoints.restart, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'restart'),
  ),
  handleSignedIn(instanceEndpoints.changeSize, (input, context) =>
    context.services.instances.changeSize(owner(context), input.instanceId, input.sizeId),
  ),
  handleSignedIn(instanceEndpoints.extendStorage, (input, context) =>
    context.services.instances.extendStorage(owner(context), input.instanceId, input.storageGb),
  ),
  handleSignedIn(instanceEndpoints.extendPrice, (input, { services, caller }) =>
    services.instances.extendPrice(caller.user.id, input.instanceId, input.storageGb),
  ),
  handleSignedIn(instanceEndpoints.extensible, (input, { services, caller }) =>
    services.instances.extensible(caller.user.id, input.instanceId),
  ),
  handleSignedIn(instanceEndpoints.updateNetwork, (input, context) =>
    context.services.instances.configure(owner(context), input.instanceId, {
      port: input.port,
      allowedIps: input.allowedIps?.map((entry) => ({
        ip: entry.ip,
        description: entry.description ?? '',
      })),
    }),
  ),
  handleSignedIn(instanceEndpoints.updateServer, (input, context) =>
    context.services.instances.configure(owner(context), input.instanceId, {
      memoryThreshold: input.memoryThreshold,
      logLevel: input.logLevel,
      nodeIdCache: input.nodeIdCache,
    }),
  ),
  handleSignedIn(instanceEndpoints.applyForCapacity, (input, { services, caller }) =>
    services.instances.applyForCapacity(caller.user.id, input),
  ),
  handleSignedIn(instanceEndpoints.connect, (input, context) =>
    context.services.instances.connection(owner(context), input.instanceId),
  ),
  handleSignedIn(instanceEndpoints.terminate, (input, context) =>
    context.services.instances.act(owner(context), input.instanceId, 'terminate', {
      confirmName: input.confirmName,
    }),
  ),
];
