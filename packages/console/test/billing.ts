/**
 * Billing answers as the server sends them, for feature tests: `summaryOf()`, `billOf({ status:
 * 'UNPAID' })`, `forecastOf(delta)`, with every field of the contract filled in. Amounts are integer
 * micro-dollars.
 */
import type {
  Bill,
  BillDetail,
  BillingSummary,
  Credit,
  DailyCosts,
  ForecastChange,
  Invoice,
  PaymentMethodOnFile,
  UsageLine,
} from '@quiver/contract';
import { answer } from './server.ts';
import { billingRoutes } from '@quiver/contract/wire';

const march = { start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' };

export function summaryOf(overrides: Partial<BillingSummary> = {}): BillingSummary {
  return {
    period: march,
    billId: 'bill-3',
    runningTotalMicros: 12_345_678,
    listRunningTotalMicros: 12_345_678,
    forecastMicros: 52_100_000,
    currentHourlyMicros: 1_140_000,
    activeCreditMicros: 0,
    unpaidBills: 0,
    unpaidMicros: 0,
    asOf: '2026-03-14T09:05:00.000Z',
    currency: 'USD',
    ...overrides,
  };
}

export function billOf(overrides: Partial<Bill> = {}): Bill {
  return {
    id: 'bill-2',
    serialNumber: 'B2026-02-000002',
    period: { start: '2026-02-01T00:00:00.000Z', end: '2026-03-01T00:00:00.000Z' },
    status: 'UNPAID',
    subtotalMicros: 27_360_000,
    listSubtotalMicros: 27_360_000,
    creditMicros: 0,
    carriedInMicros: 0,
    amountDueMicros: 27_360_000,
    carriedOutMicros: 0,
    paidMicros: null,
    currency: 'USD',
    closedAt: '2026-03-01T00:00:00.000Z',
    dueAt: '2026-03-16T00:00:00.000Z',
    paidAt: null,
    canceledAt: null,
    lastPaymentFailure: null,
    invoiceId: null,
    ...overrides,
  };
}

export function lineOf(overrides: Partial<UsageLine> = {}): UsageLine {
  return {
    id: 'line-1',
    chargeType: 'COMPUTE',
    instanceId: 'inst-1',
    instanceName: 'orders',
    resourceId: 'inst-1',
    resourceName: 'orders',
    kind: 'BLAZE',
    seconds: 86_400,
    quantityHours: 24,
    unitPriceMicros: 1_140_000,
    listUnitPriceMicros: 1_140_000,
    totalMicros: 27_360_000,
    listTotalMicros: 27_360_000,
    freeTier: false,
    configuration: 'Standard 4 vCPU, 16 GB memory, 50 GB storage, aws us-east-1',
    details: {
      edition: 'standard',
      type: 'STANDARD',
      sizeId: 'standard-4c16g',
      vcpu: 4,
      memoryGb: 16,
      storageGb: 50,
      vendor: 'aws',
      region: 'us-east-1',
    },
    from: '2026-02-01T00:00:00.000Z',
    to: '2026-02-02T00:00:00.000Z',
    ...overrides,
  };
}

export function billDetailOf(
  overrides: Partial<BillDetail> = {},
  lines: UsageLine[] = [lineOf()],
): BillDetail {
  const bill = billOf(overrides);
  const groups = [...new Set(lines.map((line) => line.resourceId))].map((resourceId) => {
    const own = lines.filter((line) => line.resourceId === resourceId);
    return {
      resourceId,
      resourceName: own[0]?.resourceName ?? '',
      kind: own[0]?.kind ?? 'BLAZE',
      lines: own,
      totalMicros: own.reduce((sum, line) => sum + line.totalMicros, 0),
      listTotalMicros: own.reduce((sum, line) => sum + line.listTotalMicros, 0),
    };
  });
  return { ...bill, groups, credits: [], asOf: '2026-03-14T09:05:00.000Z', ...overrides };
}

export function creditOf(overrides: Partial<Credit> = {}): Credit {
  return {
    id: 'credit-1',
    name: 'Welcome credit',
    status: 'ACTIVE',
    amountMicros: 25_000_000,
    usedMicros: 5_000_000,
    remainsMicros: 20_000_000,
    expiresAt: '2027-01-01T00:00:00.000Z',
    receivedAt: '2026-02-10T08:00:00.000Z',
    products: ['BLAZE', 'POWERHOUSE'],
    ...overrides,
  };
}

export function invoiceOf(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv-1',
    serialNumber: 'INV-2026-000001',
    billId: 'bill-1',
    billSerialNumber: 'B2026-01-000001',
    period: { start: '2026-01-01T00:00:00.000Z', end: '2026-02-01T00:00:00.000Z' },
    issuedAt: '2026-02-03T10:00:00.000Z',
    totalMicros: 8_200_000,
    currency: 'USD',
    ...overrides,
  };
}

export function cardOf(overrides: Partial<PaymentMethodOnFile> = {}): PaymentMethodOnFile {
  return {
    id: 'pm-1',
    brand: 'Visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    isDefault: true,
    addedAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

export function dailyOf(
  days: { date: string; amountMicros: number; projected: boolean }[],
  overrides: Partial<DailyCosts> = {},
): DailyCosts {
  return { period: march, days, asOf: '2026-03-14T09:05:00.000Z', ...overrides };
}

/** The forecast before and after a change, moved by `deltaMicros`. */
export function forecastOf(
  deltaMicros: number,
  currentForecastMicros = 52_100_000,
): ForecastChange {
  return {
    period: march,
    remainingSeconds: 1_436_100,
    currentHourlyMicros: 1_140_000,
    newHourlyMicros: 1_140_000,
    currentForecastMicros,
    newForecastMicros: currentForecastMicros + deltaMicros,
    deltaMicros,
  };
}

/** The dashboard's month card: the summary answered. */
export function answerSummary(overrides: Partial<BillingSummary> = {}) {
  return answer(billingRoutes.summary, summaryOf(overrides));
}

/** Any forecast change answered with `deltaMicros` (the dialogs that change cost). */
export function answerForecast(deltaMicros = 0) {
  return answer(billingRoutes.forecastChange, forecastOf(deltaMicros));
}
