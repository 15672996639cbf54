// Monitoring (spec §7 "Monitoring"): CPU, memory and disk series a point a minute and the
// instance's log, from the cloud provider. Open while the label allows 'overview' / 'logs'
// (Active, Updating, Backing up); the range defaults to the last hour (the contract bounds it).
import {
  monitorLimits,
  type EndpointParams,
  type LifecycleAction,
  type monitorEndpoints,
} from '@quiver/contract';
import type { LogLevelNumber } from '@quiver/validation';
import type { Clock } from '../../lib/clock.ts';
import { isoTime } from '../../lib/iso-time.ts';
import type { CloudProviders, MetricName } from '../../providers/index.ts';
import type { DownloadFile } from '../files/service.ts';
import type { InstanceService } from '../instances/service.ts';
import { instanceView } from '../instances/view.ts';
import { requireAllowed } from '../lifecycle/service.ts';

type MetricQuery = EndpointParams<typeof monitorEndpoints.cpu>;
type LogQuery = EndpointParams<typeof monitorEndpoints.log>;
/** What narrows a log file: the log call's filter without the paging. */
export type LogFileQuery = Omit<LogQuery, 'page' | 'pageSize'>;

/** The most lines a log file holds (what the provider keeps of one instance's log). */
export const maxLogFileLines = 10_000;

const levelNames = ['', 'FATAL', 'WARNING', 'INFO', 'DEBUG'] as const;

export class MonitorService {
  /**
   * The sample taken for charts in each instance's current minute (by this process): its minute
   * and whether it was stored. Every chart request of that minute awaits the same sample, so the
   * three charts a page asks for at once all get the point of now, not only the first of them.
   */
  private readonly chartSamples = new Map<string, { minute: number; stored: Promise<boolean> }>();

  constructor(
    private readonly clock: Clock,
    private readonly providers: CloudProviders,
    private readonly instances: InstanceService,
  ) {}

  /** The caller's instance, once its state allows watching it, and the range asked for. */
  private async watched(
    userId: string,
    input: Pick<MetricQuery, 'instanceId' | 'from' | 'to'>,
    action: Extract<LifecycleAction, 'overview' | 'logs'>,
  ) {
    // A Powerhouse server is watched on its own (the cluster's page shows each server).
    const row = await this.instances.rowOrServer(userId, input.instanceId);
    requireAllowed(instanceView(row), action);
    const to = input.to ? Date.parse(input.to) : this.clock.now().getTime();
    const from = input.from ? Date.parse(input.from) : to - monitorLimits.defaultRangeMs;
    return { row, provider: this.providers.forVendor(row.vendor), from, to };
  }

  async metrics(userId: string, input: MetricQuery, metric: MetricName) {
    const { row, provider, from, to } = await this.watched(userId, input, 'overview');
    let series = await provider.metrics(row.id, { metric, from, to });
    // A chart opened before the minute's sample still gets the point of now: one sample a minute
    // is taken for charts, not one per request (the history keeps a week of samples by count, so
    // a sample per chart refresh would shorten it).
    const thisMinute = Math.floor(this.clock.now().getTime() / 60_000) * 60_000;
    const lastPoint = series.points.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
    if (row.status === 'RUNNING' && to > thisMinute && lastPoint < thisMinute) {
      let sample = this.chartSamples.get(row.id);
      if (sample?.minute !== thisMinute) {
        if (this.chartSamples.size > 10_000) this.chartSamples.clear();
        sample = {
          minute: thisMinute,
          stored: provider.sample(row.id).then(
            () => true,
            () => false,
          ),
        };
        this.chartSamples.set(row.id, sample);
      }
      if (await sample.stored) series = await provider.metrics(row.id, { metric, from, to });
    }
    return {
      metric: series.metric,
      unit: series.unit,
      capacity: series.capacity,
      intervalSeconds: series.intervalSeconds,
      from: isoTime(series.from),
      to: isoTime(series.to),
      points: series.points.map((point) => ({
        at: isoTime(point.at),
        value: Math.max(0, point.value),
      })),
    };
  }

  async logs(userId: string, input: LogQuery) {
    const { row, provider, from, to } = await this.watched(userId, input, 'logs');
    const page = await provider.logs(row.id, {
      level: (input.level ?? 4) as LogLevelNumber,
      from,
      to,
      search: input.search,
      page: input.page,
      pageSize: input.pageSize,
    });
    return {
      items: page.items.map((entry) => ({
        at: new Date(entry.at).toISOString(),
        level: entry.level,
        message: entry.message,
      })),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  /** Refuses (404, or the state's reason) what `logFile` would refuse, without reading the log. */
  async checkLogFile(userId: string, input: LogFileQuery): Promise<void> {
    await this.watched(userId, input, 'logs');
  }

  /**
   * The filtered log as a text file, oldest line first (the order a log file is read in): one line
   * per entry, `time  LEVEL  message`, times in ISO 8601 UTC.
   */
  async logFile(userId: string, input: LogFileQuery): Promise<DownloadFile> {
    const { row, provider, from, to } = await this.watched(userId, input, 'logs');
    const page = await provider.logs(row.id, {
      level: (input.level ?? 4) as LogLevelNumber,
      from,
      to,
      search: input.search,
      page: 1,
      pageSize: maxLogFileLines,
    });
    const lines = page.items
      .toReversed()
      .map(
        (entry) =>
          `${new Date(entry.at).toISOString()}  ${levelNames[entry.level].padEnd(7)}  ${entry.message.replace(/\r?\n/g, ' ')}`,
      );
    const stamp = new Date(to).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    return {
      fileName: `${row.name}-log-${stamp}.txt`,
      contentType: 'text/plain; charset=utf-8',
      body: lines.length === 0 ? '' : `${lines.join('\n')}\n`,
    };
  }
}
