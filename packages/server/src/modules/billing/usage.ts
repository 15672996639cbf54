// Usage lines from the meter (pure): the lines a bill has accounted, plus what the open intervals
// add up to a moment (now, or the period's end for the forecast), merged per line before any
// rounding, so a line's amount is rounded once (DECISIONS.md "Money").
import type { UsageGroup, UsageLine } from '@quiver/contract';
import {
  editionInfo,
  type EditionKey,
  type InstanceKind,
  type InstanceType,
} from '@quiver/validation';
import { lineKeyFields } from '../../db/meter.ts';
import { costForSecondsMicros } from '../../lib/money.ts';
import { earlier, later, secondsBetween } from '../../lib/periods.ts';

/** What a line is: one instance, one charge, one configuration and price. */
export interface LineFacts {
  instanceId: string;
  clusterId: string | null;
  meterClass: string;
  kind: string;
  type: string;
  edition: string;
  sizeKey: string;
  vcpu: number | null;
  memoryGib: number | null;
  storageGb: number;
  vendor: string;
  region: string;
  unitPriceMicros: number;
  listUnitPriceMicros: number;
}

/** A piece of usage: seconds of a line between two moments, with the names shown for it. */
export interface UsagePiece extends LineFacts {
  seconds: number;
  firstAt: Date;
  lastAt: Date;
  instanceName: string;
  clusterName: string | null;
}

/** An open meter interval as the usage math needs it. */
export interface OpenInterval extends LineFacts {
  accountedUntil: Date;
  instanceName: string;
  clusterName: string | null;
}

export interface Period {
  start: Date;
  end: Date;
}

/** The identity of a line (the unique key of `usage_lines`). */
export function lineKey(facts: LineFacts): string {
  return lineKeyFields.map((field) => String(facts[field])).join('|');
}

/** The part of an open interval inside `period` up to `until`: its unaccounted seconds there. */
export function openPiece(
  interval: OpenInterval,
  period: Period,
  until: Date,
): UsagePiece | undefined {
  const from = later(interval.accountedUntil, period.start);
  const to = earlier(until, period.end);
  const seconds = secondsBetween(from, to);
  if (seconds === 0) return undefined;
  return { ...interval, seconds, firstAt: from, lastAt: to };
}

/** Pieces of the same line added together (seconds summed, first and last moments kept). */
export function mergePieces(pieces: Iterable<UsagePiece>): UsagePiece[] {
  const lines = new Map<string, UsagePiece>();
  for (const piece of pieces) {
    const key = lineKey(piece);
    const line = lines.get(key);
    if (!line) {
      lines.set(key, { ...piece });
      continue;
    }
    line.seconds += piece.seconds;
    line.firstAt = earlier(line.firstAt, piece.firstAt);
    line.lastAt = later(line.lastAt, piece.lastAt);
  }
  return [...lines.values()];
}

/** A line's charged and list amounts, each rounded once. */
export function lineAmounts(
  line: Pick<UsagePiece, 'seconds' | 'unitPriceMicros' | 'listUnitPriceMicros'>,
) {
  return {
    totalMicros: costForSecondsMicros(line.unitPriceMicros, line.seconds),
    listTotalMicros: costForSecondsMicros(line.listUnitPriceMicros, line.seconds),
  };
}

/** The sums of lines: charged and at list price. */
export function totalsOf(lines: readonly UsagePiece[]) {
  let totalMicros = 0;
  let listTotalMicros = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    totalMicros += amounts.totalMicros;
    listTotalMicros += amounts.listTotalMicros;
  }
  return { totalMicros, listTotalMicros };
}

/** One line for people: `Standard 4 vCPU, 16 GB memory, 100 GB storage, aws us-east-1`. */
export function configurationText(line: LineFacts): string {
  const title = editionInfo[line.edition as EditionKey]?.title ?? line.edition;
  const machine =
    line.vcpu !== null && line.memoryGib !== null
      ? `${line.vcpu} vCPU, ${line.memoryGib} GB memory, `
      : `${line.sizeKey}, `;
  const storage = `${line.storageGb} GB storage`;
  const place = `${line.vendor} ${line.region}`;
  return line.meterClass === 'STORAGE'
    ? `${title} ${storage} (stopped: storage only), ${place}`
    : `${title} ${machine}${storage}, ${place}`;
}

const serverRoleTitles: Readonly<Record<string, string>> = {
  meta: 'Meta server',
  shard: 'Shard server',
  hdc: 'HDC server',
};

/**
 * The name a line shows for its instance. A Powerhouse cluster's server is stored under a name
 * unique per account, `<cluster id>-<role>-<n>` (clusters/creation.ts), which people cannot tell
 * apart in a bill: it reads as its role and number, `Meta server 1`, `Shard server 2` (the group
 * and the CSV's Resource column carry the cluster's name). Any other name is shown as it is.
 */
export function usageInstanceName(line: {
  instanceName: string;
  clusterId: string | null;
}): string {
  if (line.clusterId === null || !line.instanceName.startsWith(`${line.clusterId}-`))
    return line.instanceName;
  const match = /^(meta|shard|hdc)-([0-9]+)$/.exec(
    line.instanceName.slice(line.clusterId.length + 1),
  );
  const title = match ? serverRoleTitles[match[1] ?? ''] : undefined;
  return match && title ? `${title} ${match[2]}` : line.instanceName;
}

export function usageLineView(line: UsagePiece): UsageLine {
  const amounts = lineAmounts(line);
  return {
    id: lineKey(line),
    chargeType: line.meterClass === 'STORAGE' ? 'STORAGE' : 'COMPUTE',
    instanceId: line.instanceId,
    instanceName: usageInstanceName(line),
    resourceId: line.clusterId ?? line.instanceId,
    resourceName: line.clusterName ?? line.instanceName,
    kind: line.kind as InstanceKind,
    seconds: line.seconds,
    quantityHours: line.seconds / 3600,
    unitPriceMicros: line.unitPriceMicros,
    listUnitPriceMicros: line.listUnitPriceMicros,
    totalMicros: amounts.totalMicros,
    listTotalMicros: amounts.listTotalMicros,
    freeTier: line.type === 'FREE',
    configuration: configurationText(line),
    details: {
      edition: line.edition as EditionKey,
      type: line.type as InstanceType,
      sizeId: line.sizeKey,
      vcpu: line.vcpu,
      memoryGb: line.memoryGib,
      storageGb: line.storageGb,
      vendor: line.vendor,
      region: line.region,
    },
    from: line.firstAt.toISOString(),
    to: line.lastAt.toISOString(),
  };
}

/** Lines grouped by instance, or by cluster for a cluster's servers, in a stable order. */
export function groupLines(lines: readonly UsagePiece[]): UsageGroup[] {
  const groups = new Map<string, UsageGroup>();
  const sorted = [...lines].sort(
    (a, b) =>
      (a.clusterName ?? a.instanceName).localeCompare(b.clusterName ?? b.instanceName) ||
      a.instanceName.localeCompare(b.instanceName) ||
      a.firstAt.getTime() - b.firstAt.getTime() ||
      lineKey(a).localeCompare(lineKey(b)),
  );
  for (const line of sorted) {
    const view = usageLineView(line);
    const group = groups.get(view.resourceId) ?? {
      resourceId: view.resourceId,
      resourceName: view.resourceName,
      kind: view.kind,
      lines: [],
      totalMicros: 0,
      listTotalMicros: 0,
    };
    group.lines.push(view);
    group.totalMicros += view.totalMicros;
    group.listTotalMicros += view.listTotalMicros;
    groups.set(view.resourceId, group);
  }
  return [...groups.values()];
}
