// Several server processes on one PostgreSQL (docs/scale-out.md): the local and simulated drivers
// run each instance's engine as a child of one process, the engine host. The others hand the
// provider calls their requests make (a query, a chart, a log page, a stock check) to it, through a
// relay; the job queue runs on the host only, so lifecycle work never needs one. These are the
// relay's two ends: providers that call through it, and the host's side that answers a call.
import { deserialize, serialize } from 'node:v8';
import { ProviderError, type CloudProvider, type ProviderErrorCode } from './cloud-provider.ts';
import type { CloudProviders } from './registry.ts';

/** One provider call: the vendor's driver (`local` for the local driver itself), method, arguments. */
export interface ProviderCall {
  vendor: string;
  method: string;
  args: unknown[];
}

/** Carries a call to the engine host and brings back its result (or throws its error). */
export interface ProviderRelay {
  call(request: ProviderCall): Promise<unknown>;
}

/** Whether this process runs the engines, or the relay to the process that does. */
export interface EngineRole {
  /** Undefined while this process is the engine host (the only process, or elected). */
  relay: ProviderRelay | undefined;
}

/** The provider methods a request may call outside a job (the others only run in jobs, on the host). */
const relayedMethods = new Set<string>([
  'availability',
  'checkStock',
  'inspect',
  'memoryFit',
  'sample',
  'metrics',
  'logs',
  'query',
  'schema',
  'deleteSnapshot',
]);

/**
 * The providers as this process uses them: its own drivers while it hosts the engines, otherwise
 * drivers that relay each call to the host. Checked on every call, since the host can change (its
 * process ended and another took over).
 */
export function hostAwareProviders(real: CloudProviders, role: EngineRole): CloudProviders {
  const relayed = (vendor: string): CloudProvider =>
    new Proxy({} as CloudProvider, {
      get(_target, property) {
        if (property === 'name') return vendor;
        if (property === 'then') return undefined;
        const method = String(property);
        return async (...args: unknown[]) => {
          const relay = role.relay;
          // Became the host meanwhile: answer here.
          if (!relay) {
            const own = (vendor === 'local'
              ? real.local
              : real.forVendor(vendor)) as unknown as Record<
              string,
              (...values: unknown[]) => Promise<unknown>
            >;
            return own[method]?.(...args);
          }
          if (!relayedMethods.has(method))
            throw new Error(`${method} runs in jobs on the engine host, not through the relay`);
          return relay.call({ vendor, method, args });
        };
      },
    });
  return {
    get local() {
      return real.local;
    },
    forVendor(vendor) {
      // Refuses an unknown vendor here, as the driver would.
      const own = real.forVendor(vendor);
      return role.relay ? relayed(vendor) : own;
    },
    availability() {
      return role.relay ? relayed('local').availability() : real.local.availability();
    },
    simulated: (vendor) => real.simulated(vendor),
    adopt: (placements) => real.adopt(placements),
    shutdown: () => real.shutdown(),
  };
}

/** The host's side: carries out a relayed call on this process's own drivers. */
export async function answerRelayedCall(
  providers: CloudProviders,
  request: ProviderCall,
): Promise<unknown> {
  if (!relayedMethods.has(request.method))
    throw new Error(`${request.method} is not answered through the relay`);
  const driver = (request.vendor === 'local'
    ? providers.local
    : providers.forVendor(request.vendor)) as unknown as Record<
    string,
    (...values: unknown[]) => Promise<unknown>
  >;
  const method = driver[request.method];
  if (typeof method !== 'function') throw new Error(`no provider method ${request.method}`);
  return method.apply(driver, request.args);
}

/** What travels back: the result, or the error (a ProviderError keeps its code). */
type RelayAnswer =
  | { ok: true; value: unknown }
  | { ok: false; name: string; code?: ProviderErrorCode; message: string };

/** Encodes a call or an answer (v8 serialisation keeps dates, big integers and nested data). */
export function encodeRelay(value: ProviderCall | RelayAnswer): Buffer {
  return serialize(value);
}

export function decodeCall(body: Buffer): ProviderCall {
  const call = deserialize(body) as ProviderCall;
  if (
    typeof call?.vendor !== 'string' ||
    typeof call.method !== 'string' ||
    !Array.isArray(call.args)
  )
    throw new Error('not a provider call');
  return call;
}

export function answerOf(outcome: PromiseSettledResult<unknown>): Buffer {
  if (outcome.status === 'fulfilled') return encodeRelay({ ok: true, value: outcome.value });
  const error = outcome.reason as Error & { code?: ProviderErrorCode };
  return encodeRelay({
    ok: false,
    name: error instanceof ProviderError ? 'ProviderError' : 'Error',
    ...(error instanceof ProviderError ? { code: error.code } : {}),
    message: error instanceof Error ? error.message : String(error),
  });
}

/** The result of a relayed call, or its error thrown again here. */
export function resultOf(body: Buffer): unknown {
  const answer = deserialize(body) as RelayAnswer;
  if (answer.ok) return answer.value;
  if (answer.name === 'ProviderError' && answer.code)
    throw new ProviderError(answer.code, answer.message);
  throw new Error(answer.message);
}
