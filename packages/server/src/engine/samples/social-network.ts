import type { SampleGraph } from '../graph-engine.ts';
import { cities, firstNames, lastNames } from './names.ts';
import { SeededRandom } from './random.ts';

const userCount = 600;

/**
 * People who follow each other (directed, skewed towards a few popular accounts) and know each
 * other (mostly within their city): a small-world graph for path and community queries.
 */
export function socialNetworkSample(): SampleGraph {
  const random = new SeededRandom(20220101);
  const users = Array.from({ length: userCount }, (_, index) => ({
    id: index + 1,
    name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    city: random.pick(cities),
    joined_year: random.int(2012, 2025),
  }));

  const follows: { from: number; to: number; since_year: number }[] = [];
  for (const user of users) {
    const targets = new Set<number>();
    const wanted = random.int(2, 12);
    while (targets.size < wanted) {
      // Squaring a uniform number favours low ids: early members become the popular accounts.
      const target = 1 + Math.floor(random.next() ** 2 * userCount);
      if (target !== user.id) targets.add(target);
    }
    for (const target of targets) {
      follows.push({ from: user.id, to: target, since_year: random.int(user.joined_year, 2025) });
    }
  }

  const byCity = new Map<string, number[]>();
  for (const user of users) byCity.set(user.city, [...(byCity.get(user.city) ?? []), user.id]);
  const knows: { from: number; to: number; closeness: number }[] = [];
  const seen = new Set<string>();
  for (const user of users) {
    const neighbours = byCity.get(user.city) ?? [];
    for (let n = 0; n < 2; n += 1) {
      const other = random.chance(0.85) ? random.pick(neighbours) : random.int(1, userCount);
      const pair = user.id < other ? `${user.id}-${other}` : `${other}-${user.id}`;
      if (other === user.id || seen.has(pair)) continue;
      seen.add(pair);
      knows.push({ from: user.id, to: other, closeness: Math.round(random.next() * 100) / 100 });
    }
  }

  return {
    id: 'social-network',
    name: 'Social network',
    description:
      'People who follow and know each other: popular accounts, friends of friends and city communities.',
    nodeTables: [
      {
        label: 'User',
        properties: [
          { name: 'id', type: 'INT64' },
          { name: 'name', type: 'STRING' },
          { name: 'city', type: 'STRING' },
          { name: 'joined_year', type: 'INT64' },
        ],
        rows: users,
      },
    ],
    edgeTables: [
      {
        label: 'FOLLOWS',
        from: 'User',
        to: 'User',
        properties: [{ name: 'since_year', type: 'INT64' }],
        rows: follows,
      },
      {
        label: 'KNOWS',
        from: 'User',
        to: 'User',
        properties: [{ name: 'closeness', type: 'DOUBLE' }],
        rows: knows,
      },
    ],
  };
}
