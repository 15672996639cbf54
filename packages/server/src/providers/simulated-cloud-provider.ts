import type {
  GraphCounts,
  GraphSchema,
  QueryOptions,
  QueryOutcome,
} from '../engine/graph-engine.ts';
import type { VendorKey } from './vendors.ts';
import {
  ProviderError,
  type CloudProvider,
  type InstanceInspection,
  type InstanceResources,
  type InstanceSettings,
  type InstanceSpec,
  type LogPage,
  type LogsRequest,
  type MemoryFit,
  type MetricSample,
  type MetricSeries,
  type MetricsRequest,
  type ProviderAvailability,
  type ProvisionResult,
  type SnapshotInfo,
  type StockRequest,
  type StockVerdict,
} from './cloud-provider.ts';
import type { LocalProvider } from './local-provider.ts';

/** Time each step takes on the simulated cloud, in ms (tests pass zeros or a few ms). */
export interface SimulatedDelays {
  /** Machine and disk creation before the database starts. */
  provisionMs: number;
  startMs: number;
  stopMs: number;
  resizeMs: number;
  extendMs: number;
  snapshotMs: number;
  restoreMs: number;
  terminateMs: number;
}

/** Delays close to what the public clouds take for a small VM with a data disk. */
export const realisticDelays: SimulatedDelays = {
  provisionMs: 45_000,
  startMs: 20_000,
  stopMs: 10_000,
  resizeMs: 30_000,
  extendMs: 15_000,
  snapshotMs: 8_000,
  restoreMs: 12_000,
  terminateMs: 10_000,
};

export const noDelays: SimulatedDelays = {
  provisionMs: 0,
  startMs: 0,
  stopMs: 0,
  resizeMs: 0,
  extendMs: 0,
  snapshotMs: 0,
  restoreMs: 0,
  terminateMs: 0,
};

/**
 * A fault to inject (tests and demos). Region-scoped faults apply to that region only; `times`
 * limits how many operations a fault affects (then it clears itself).
 */
export type SimulatedFault =
  /** The region reports no capacity. */
  | { kind: 'sold-out'; region?: string }
  /** The region cannot create anything now (maintenance, quota). */
  | { kind: 'unavailable'; region?: string; reason?: string }
  /** Provisioning fails half-way with a cloud error. */
  | { kind: 'provision-failure'; region?: string; times?: number }
  /** Starts (and the start at the end of provisioning) take this much longer. */
  | { kind: 'slow-start'; extraMs: number; times?: number }
  /** The graph is reported larger than memory, so the service refuses a normal start. */
  | { kind: 'memory-pressure'; times?: number };

/** A region as a simulated cloud sees it. */
export interface RegionInfo {
  name: string;
  /** False while the region takes no new instances. */
  usable: boolean;
}

/**
 * The regions of the catalogue (src/modules/catalogue `findRegion`), handed in by the composition
 * root so that drivers do not reach up into the modules; looked up at each check, since the admin
 * command opens and closes regions while the server runs.
 */
export type RegionLookup = (vendor: string, code: string) => RegionInfo | undefined;

export interface SimulatedCloudOptions {
  vendor: VendorKey;
  /** The local driver that runs the databases. */
  local: LocalProvider;
  regions: RegionLookup;
  delays?: SimulatedDelays;
  /**
   * Instances each region can hold (across sizes). Regions not listed use `defaultCapacity`;
   * null means unlimited.
   */
  capacity?: Record<string, number>;
  defaultCapacity?: number | null;
  /** Waits `ms`; tests can replace it (the default uses a timer). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * A public cloud (AWS, Google Cloud, Azure, Alibaba Cloud) simulated on this machine: the databases
 * are real (the local driver's), but creation and operations take cloud-like time, each region has
 * limited capacity, and faults can be injected to exercise the service's failure paths.
 */
export class SimulatedCloudProvider implements CloudProvider {
  readonly name: VendorKey;
  private readonly delays: SimulatedDelays;
  private readonly sleep: (ms: number) => Promise<void>;
  private faults: SimulatedFault[] = [];
  /** Instances holding capacity in each region, and those still being created. */
  private readonly placed = new Map<string, { region: string; creating: boolean }>();

  constructor(private readonly options: SimulatedCloudOptions) {
    this.name = options.vendor;
    this.delays = options.delays ?? realisticDelays;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  injectFault(fault: SimulatedFault): void {
    this.faults.push(fault);
  }

  clearFaults(): void {
    this.faults = [];
  }

  /**
   * Counts instances that already hold capacity (after a server restart the service tells the
   * provider where its live instances are, so stock stays right).
   */
  adopt(instanceId: string, region: string): void {
    this.placed.set(instanceId, { region, creating: false });
  }

  /** Instances holding capacity in `region` (tests and diagnostics). */
  placedIn(region: string): number {
    return [...this.placed.values()].filter((placement) => placement.region === region).length;
  }

  availability(): Promise<ProviderAvailability> {
    return this.options.local.availability();
  }

  async checkStock(request: StockRequest): Promise<StockVerdict> {
    return this.stockVerdict(request);
  }

  /** Synchronous, so a provision can check and take a slot with no await in between. */
  private stockVerdict(request: StockRequest): StockVerdict {
    if (request.vendor !== this.name) {
      return {
        status: 'unavailable',
        reason: `${request.vendor} is not served by the ${this.name} driver.`,
      };
    }
    // Looked up at each check: the catalogue (regions opened or closed by the admin command) changes
    // while the server runs.
    const region = this.options.regions(this.name, request.region);
    if (!region)
      return { status: 'unavailable', reason: `${this.name} has no region ${request.region}.` };
    if (!region.usable)
      return { status: 'unavailable', reason: `${region.name} is not accepting new instances.` };
    const unavailable = this.findFault('unavailable', request.region);
    if (unavailable)
      return {
        status: 'unavailable',
        reason: unavailable.reason ?? `${region.name} cannot create instances now.`,
      };
    if (this.findFault('sold-out', request.region)) return { status: 'sold-out' };
    const capacity = this.capacityOf(request.region);
    if (capacity === null) return { status: 'available', remaining: null };
    const here = [...this.placed.values()].filter(
      (placement) => placement.region === request.region,
    );
    const remaining = capacity - here.length;
    if (remaining > 0) return { status: 'available', remaining };
    return here.some((placement) => placement.creating)
      ? { status: 'occupied' }
      : { status: 'sold-out' };
  }

  async provision(spec: InstanceSpec): Promise<ProvisionResult> {
    const placed = this.placed.get(spec.instanceId);
    if (!placed) {
      // Check and reserve in one synchronous step: two creations racing for the last slot get
      // one slot and one refusal.
      const stock = this.stockVerdict({
        vendor: spec.vendor,
        region: spec.region,
        sizeKey: spec.sizeKey,
      });
      if (stock.status === 'sold-out') {
        throw new ProviderError(
          'sold-out',
          'Instance sold out in this region: choose another region or submit a request.',
        );
      }
      if (stock.status === 'occupied')
        throw new ProviderError('occupied', 'Instance occupied in this region.');
      if (stock.status === 'unavailable') throw new ProviderError('unavailable', stock.reason);
      this.placed.set(spec.instanceId, { region: spec.region, creating: true });
    }
    try {
      await this.sleep(this.delays.provisionMs);
      if (this.consumeFault('provision-failure', spec.region)) {
        throw new ProviderError(
          'provider-failure',
          `${this.name} ${spec.region}: the virtual machine failed to boot (simulated cloud fault).`,
        );
      }
      await this.sleep(this.slowStartExtra());
      const result = await this.options.local.provision(spec);
      this.placed.set(spec.instanceId, { region: spec.region, creating: false });
      return result;
    } catch (error) {
      // The failed machine keeps its slot until the service terminates it, as on a real cloud;
      // it no longer counts as being created.
      this.placed.set(spec.instanceId, { region: spec.region, creating: false });
      throw error;
    }
  }

  async start(instanceId: string, options?: { force?: boolean }): Promise<void> {
    await this.sleep(this.delays.startMs + this.slowStartExtra());
    await this.options.local.start(instanceId, options);
  }

  async stop(instanceId: string): Promise<void> {
    await this.sleep(this.delays.stopMs);
    await this.options.local.stop(instanceId);
  }

  async resize(instanceId: string, size: InstanceResources): Promise<void> {
    await this.sleep(this.delays.resizeMs);
    await this.options.local.resize(instanceId, size);
  }

  async extendStorage(instanceId: string, storageGb: number): Promise<void> {
    await this.sleep(this.delays.extendMs);
    await this.options.local.extendStorage(instanceId, storageGb);
  }

  configure(instanceId: string, settings: InstanceSettings): Promise<ProvisionResult> {
    return this.options.local.configure(instanceId, settings);
  }

  setRootPassword(instanceId: string, passwordHash: string): Promise<void> {
    return this.options.local.setRootPassword(instanceId, passwordHash);
  }

  async snapshot(instanceId: string, backupId: string): Promise<SnapshotInfo> {
    await this.sleep(this.delays.snapshotMs);
    return this.options.local.snapshot(instanceId, backupId);
  }

  async restore(instanceId: string, backupId: string): Promise<SnapshotInfo> {
    await this.sleep(this.delays.restoreMs);
    return this.options.local.restore(instanceId, backupId);
  }

  deleteSnapshot(instanceId: string, backupId: string): Promise<void> {
    return this.options.local.deleteSnapshot(instanceId, backupId);
  }

  clean(instanceId: string): Promise<void> {
    return this.options.local.clean(instanceId);
  }

  loadSample(instanceId: string, sampleId: string): Promise<GraphCounts> {
    return this.options.local.loadSample(instanceId, sampleId);
  }

  async terminate(instanceId: string): Promise<void> {
    await this.sleep(this.delays.terminateMs);
    await this.options.local.terminate(instanceId);
    this.placed.delete(instanceId);
  }

  inspect(instanceId: string): Promise<InstanceInspection> {
    return this.options.local.inspect(instanceId);
  }

  async memoryFit(instanceId: string): Promise<MemoryFit> {
    const fit = await this.options.local.memoryFit(instanceId);
    if (!this.consumeFault('memory-pressure')) return fit;
    return { ...fit, requiredBytes: fit.availableBytes * 2, fits: false };
  }

  sample(instanceId: string): Promise<MetricSample> {
    return this.options.local.sample(instanceId);
  }

  metrics(instanceId: string, request: MetricsRequest): Promise<MetricSeries> {
    return this.options.local.metrics(instanceId, request);
  }

  logs(instanceId: string, request: LogsRequest): Promise<LogPage> {
    return this.options.local.logs(instanceId, request);
  }

  query(instanceId: string, statement: string, options?: QueryOptions): Promise<QueryOutcome> {
    return this.options.local.query(instanceId, statement, options);
  }

  schema(instanceId: string): Promise<GraphSchema> {
    return this.options.local.schema(instanceId);
  }

  // ---- internals -------------------------------------------------------------------------------

  private capacityOf(region: string): number | null {
    const listed = this.options.capacity?.[region];
    if (listed !== undefined) return listed;
    return this.options.defaultCapacity === undefined ? null : this.options.defaultCapacity;
  }

  private findFault<K extends SimulatedFault['kind']>(
    kind: K,
    region?: string,
  ): Extract<SimulatedFault, { kind: K }> | undefined {
    return this.faults.find(
      (fault): fault is Extract<SimulatedFault, { kind: K }> =>
        fault.kind === kind &&
        (!('region' in fault) || fault.region === undefined || fault.region === region),
    );
  }

  /** Finds a fault and uses up one of its `times`; true when it applies. */
  private consumeFault(
    kind: 'provision-failure' | 'memory-pressure' | 'slow-start',
    region?: string,
  ): boolean {
    const fault = this.findFault(kind, region);
    if (!fault) return false;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    }
    return true;
  }

  private slowStartExtra(): number {
    const fault = this.findFault('slow-start');
    if (!fault) return 0;
    this.consumeFault('slow-start');
    return fault.extraMs;
  }
}
