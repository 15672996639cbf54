// A bill's lines as people read them (pure): a Powerhouse cluster's servers are named by role and
// number, not by the unique name they are stored under, in the bill detail and the CSV; the CSV says
// why its rounded lines may not add up to its subtotal.
import { describe, expect, it } from 'vitest';
import { renderBillCsv, roundingNote } from '../src/modules/billing/bill-csv.ts';
import { groupLines, usageInstanceName, type UsagePiece } from '../src/modules/billing/usage.ts';
import type { Bill } from '@quiver/contract';

const clusterId = '816e3a9c-ebd7-4d0e-9a41-6f0c1d2b3e4f';

function piece(instanceId: string, instanceName: string, cluster: string | null): UsagePiece {
  return {
    instanceId,
    clusterId: cluster,
    meterClass: 'COMPUTE',
    kind: cluster === null ? 'BLAZE' : 'POWERHOUSE',
    type: 'STANDARD',
    edition: 'powerhouse-standard',
    sizeKey: 'ph-small',
    vcpu: 2,
    memoryGib: 8,
    storageGb: 50,
    vendor: 'aws',
    region: 'us-east-1',
    unitPriceMicros: 1_000_000,
    listUnitPriceMicros: 1_000_000,
    // 300 s at $1/hr: $0.083333 a line, three lines $0.25 while each shows $0.08.
    seconds: 300,
    firstAt: new Date('2026-12-01T00:00:00Z'),
    lastAt: new Date('2026-12-01T00:05:00Z'),
    instanceName,
    clusterName: cluster === null ? null : 'orders-cluster',
  };
}

const bill: Bill = {
  id: 'b1',
  serialNumber: 'B2026-12-000001',
  period: { start: '2026-12-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' },
  status: 'PENDING',
  subtotalMicros: 250_000,
  listSubtotalMicros: 250_000,
  creditMicros: 0,
  carriedInMicros: 0,
  amountDueMicros: 250_000,
  carriedOutMicros: 0,
  paidMicros: null,
  currency: 'USD',
  closedAt: null,
  dueAt: null,
  paidAt: null,
  canceledAt: null,
  lastPaymentFailure: null,
  invoiceId: null,
};

describe('usage line names', () => {
  it("names a cluster's servers by role and number, in the detail and the CSV", () => {
    const groups = groupLines([
      piece('s3', `${clusterId}-shard-2`, clusterId),
      piece('s1', `${clusterId}-meta-1`, clusterId),
      piece('s2', `${clusterId}-shard-1`, clusterId),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.resourceName).toBe('orders-cluster');
    expect(groups[0]?.lines.map((line) => line.instanceName)).toEqual([
      'Meta server 1',
      'Shard server 1',
      'Shard server 2',
    ]);
    const csv = renderBillCsv(bill, groups);
    expect(csv).toContain(',orders-cluster,Shard server 2,COMPUTE,');
    expect(csv).not.toContain(`${clusterId}-`);
  });

  it('keeps any other name as it is', () => {
    expect(usageInstanceName({ instanceName: 'graph-prod', clusterId: null })).toBe('graph-prod');
    expect(usageInstanceName({ instanceName: `${clusterId}-meta-1`, clusterId: null })).toBe(
      `${clusterId}-meta-1`,
    );
    expect(usageInstanceName({ instanceName: 'renamed', clusterId })).toBe('renamed');
    expect(usageInstanceName({ instanceName: `${clusterId}-hdc-3`, clusterId })).toBe(
      'HDC server 3',
    );
  });

  it('the CSV says its rounded lines may not add up to the subtotal, and keeps exact amounts', () => {
    const groups = groupLines([
      piece('s1', `${clusterId}-meta-1`, clusterId),
      piece('s2', `${clusterId}-shard-1`, clusterId),
      piece('s3', `${clusterId}-shard-2`, clusterId),
    ]);
    const csv = renderBillCsv(bill, groups);
    const lines = csv.trimEnd().split('\r\n');
    // Each line shows $0.08 and its exact 83333 micro-dollars; the subtotal is the exact sum.
    expect(lines.filter((line) => line.includes('$1.0000,$0.08,1000000,83333,'))).toHaveLength(3);
    expect(csv).toContain('Subtotal,$0.25,250000');
    expect(lines.at(-1)).toBe(`Note,"${roundingNote}"`);
    expect(roundingNote).toMatch(/rounded to the cent/);
  });
});
