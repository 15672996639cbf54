// Sample results for stories, tests and the benchmark: small and hand-written, or large and generated
// from a seeded generator (never Math.random), so pictures and timings compare like with like.
import type { GraphData, GraphNode, GraphRelationship } from './graph-data.ts';

const person = (id: string, name: string, age: number): GraphNode => ({
  id,
  label: 'Person',
  properties: { name, age },
});

/** A small social graph: people, the cities they live in, the company some work at. */
export const socialGraph: GraphData = {
  nodes: [
    person('0:0', 'Ada', 36),
    person('0:1', 'Alan', 41),
    person('0:2', 'Grace', 45),
    person('0:3', 'Edsger', 39),
    person('0:4', 'Barbara', 33),
    { id: '1:0', label: 'City', properties: { name: 'London', population: 8_982_000 } },
    { id: '1:1', label: 'City', properties: { name: 'Arlington', population: 238_643 } },
    { id: '2:0', label: 'Company', properties: { name: 'Analytical Engines Ltd', founded: 1834 } },
  ],
  relationships: [
    { id: '3:0', type: 'KNOWS', source: '0:0', target: '0:1', properties: { since: 1950 } },
    { id: '3:1', type: 'KNOWS', source: '0:1', target: '0:0', properties: { since: 1951 } },
    { id: '3:2', type: 'KNOWS', source: '0:1', target: '0:3', properties: { since: 1962 } },
    { id: '3:3', type: 'KNOWS', source: '0:2', target: '0:4', properties: {} },
    { id: '3:4', type: 'KNOWS', source: '0:3', target: '0:4', properties: { since: 1970 } },
    { id: '4:0', type: 'LIVES_IN', source: '0:0', target: '1:0', properties: {} },
    { id: '4:1', type: 'LIVES_IN', source: '0:1', target: '1:0', properties: {} },
    { id: '4:2', type: 'LIVES_IN', source: '0:2', target: '1:1', properties: {} },
    { id: '5:0', type: 'WORKS_AT', source: '0:0', target: '2:0', properties: { role: 'analyst' } },
    {
      id: '5:1',
      type: 'MENTORS',
      source: '0:2',
      target: '0:2',
      properties: { note: 'self-study' },
    },
  ],
};

/** mulberry32, as in the chart samples. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A generated result of `nodeCount` nodes of four labels, about two relationships per node. */
export function generatedGraph(nodeCount: number, seed = 7): GraphData {
  const random = seededRandom(seed);
  const labels = ['Person', 'Account', 'Device', 'Merchant'];
  const nodes: GraphNode[] = Array.from({ length: nodeCount }, (_, index) => {
    const label = labels[index % labels.length] as string;
    return {
      id: `n${index}`,
      label,
      properties: {
        name: `${label.toLowerCase()}-${index}`,
        score: Math.round(random() * 1000) / 10,
      },
    };
  });
  const relationships: GraphRelationship[] = [];
  for (let index = 1; index < nodeCount; index += 1) {
    // A tree for connectivity, plus a random extra link for some.
    const parent = Math.floor(random() * index);
    relationships.push({
      id: `r${relationships.length}`,
      type: index % 3 === 0 ? 'OWNS' : 'TRANSFERRED_TO',
      source: `n${parent}`,
      target: `n${index}`,
      properties: { amount: Math.round(random() * 10_000) },
    });
    if (random() < 0.6) {
      relationships.push({
        id: `r${relationships.length}`,
        type: 'USED',
        source: `n${index}`,
        target: `n${Math.floor(random() * nodeCount)}`,
        properties: {},
      });
    }
  }
  return { nodes, relationships };
}
