import type { SampleGraph } from '../graph-engine.ts';
import { cities, firstNames, lastNames } from './names.ts';
import { SeededRandom } from './random.ts';

const accountCount = 1_200;
const deviceCount = 520;
const transferCount = 3_600;
const ringCount = 8;
const periodStart = Date.UTC(2025, 0, 1) / 1000;
const periodSeconds = 90 * 24 * 3600;

/**
 * Accounts, the devices they sign in from and the money they send. Hidden in the ordinary traffic
 * are fraud rings: a handful of accounts sharing one device and passing similar amounts round a
 * cycle within a day. Find them with cycles (`MATCH (a:Account)-[:TRANSFER*3..7]->(a)`) or shared
 * devices.
 */
export function paymentsSample(): SampleGraph {
  const random = new SeededRandom(4242);
  const accounts = Array.from({ length: accountCount }, (_, index) => ({
    id: `ACC-${String(index + 1).padStart(5, '0')}`,
    holder: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    city: random.pick(cities),
    opened_year: random.int(2010, 2025),
  }));
  const devices = Array.from({ length: deviceCount }, (_, index) => ({
    id: `DEV-${String(index + 1).padStart(4, '0')}`,
    kind: random.pick(['phone', 'phone', 'laptop', 'tablet'] as const),
    os: random.pick(['Android', 'iOS', 'Windows', 'macOS', 'Linux'] as const),
  }));

  const uses: { from: string; to: string; first_seen: number }[] = [];
  for (const account of accounts) {
    const own = new Set<string>();
    const count = random.chance(0.2) ? 2 : 1;
    while (own.size < count) own.add(random.pick(devices).id);
    for (const device of own) {
      uses.push({
        from: account.id,
        to: device,
        first_seen: periodStart - random.int(0, 365) * 86400,
      });
    }
  }

  const transfers: { from: string; to: string; amount_cents: number; at: number }[] = [];
  for (let n = 0; n < transferCount; n += 1) {
    const from = random.pick(accounts).id;
    let to = random.pick(accounts).id;
    while (to === from) to = random.pick(accounts).id;
    transfers.push({
      from,
      to,
      amount_cents: Math.round(500 + random.next() ** 3 * 250_000),
      at: periodStart + random.int(0, periodSeconds),
    });
  }

  // The rings: disjoint groups of the last accounts, one shared device each, one cycle of transfers.
  let next = accountCount - 1;
  for (let ring = 0; ring < ringCount; ring += 1) {
    const size = random.int(4, 7);
    const members = accounts.slice(next - size + 1, next + 1).map((account) => account.id);
    next -= size;
    const sharedDevice = devices[deviceCount - 1 - ring]?.id ?? 'DEV-0001';
    const start = periodStart + random.int(0, periodSeconds - 86400);
    const amount = random.int(900_000, 980_000);
    members.forEach((member, index) => {
      uses.push({ from: member, to: sharedDevice, first_seen: start - 3600 });
      transfers.push({
        from: member,
        to: members[(index + 1) % members.length] as string,
        amount_cents: amount - index * random.int(500, 2_000),
        at: start + index * random.int(600, 7_200),
      });
    });
  }

  return {
    id: 'payments-fraud',
    name: 'Payments with fraud rings',
    description:
      'Accounts, devices and transfers, with fraud rings hidden in the traffic: cycles of similar amounts between accounts sharing a device.',
    nodeTables: [
      {
        label: 'Account',
        properties: [
          { name: 'id', type: 'STRING' },
          { name: 'holder', type: 'STRING' },
          { name: 'city', type: 'STRING' },
          { name: 'opened_year', type: 'INT64' },
        ],
        rows: accounts,
      },
      {
        label: 'Device',
        properties: [
          { name: 'id', type: 'STRING' },
          { name: 'kind', type: 'STRING' },
          { name: 'os', type: 'STRING' },
        ],
        rows: devices,
      },
    ],
    edgeTables: [
      {
        label: 'USES',
        from: 'Account',
        to: 'Device',
        properties: [{ name: 'first_seen', type: 'INT64' }],
        rows: uses,
      },
      {
        label: 'TRANSFER',
        from: 'Account',
        to: 'Account',
        properties: [
          { name: 'amount_cents', type: 'INT64' },
          { name: 'at', type: 'INT64' },
        ],
        rows: transfers,
      },
    ],
  };
}

/** How many fraud rings the sample hides (tests check that cycles find them). */
export const paymentsFraudRingCount = ringCount;
