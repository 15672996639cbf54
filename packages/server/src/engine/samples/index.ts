import type { SampleGraph } from '../graph-engine.ts';
import { moviesSample } from './movies.ts';
import { paymentsSample } from './payments.ts';
import { socialNetworkSample } from './social-network.ts';

/** What the sample list shows before a sample is loaded (the contract's `sampleGraph`). */
export interface SampleSummary {
  id: string;
  name: string;
  description: string;
  nodeCount: number;
  edgeCount: number;
}

const builders: Record<string, () => SampleGraph> = {
  'social-network': socialNetworkSample,
  movies: moviesSample,
  'payments-fraud': paymentsSample,
};

const built = new Map<string, SampleGraph>();

/** The sample with this id (generated once, then kept), or undefined. */
export function sampleGraph(id: string): SampleGraph | undefined {
  const build = Object.hasOwn(builders, id) ? builders[id] : undefined;
  if (!build) return undefined;
  let sample = built.get(id);
  if (!sample) {
    sample = build();
    built.set(id, sample);
  }
  return sample;
}

export function summarise(sample: SampleGraph): SampleSummary {
  return {
    id: sample.id,
    name: sample.name,
    description: sample.description,
    nodeCount: sample.nodeTables.reduce((sum, table) => sum + table.rows.length, 0),
    edgeCount: sample.edgeTables.reduce((sum, table) => sum + table.rows.length, 0),
  };
}

/** Every sample, in the order the console lists them. */
export function sampleSummaries(): SampleSummary[] {
  return Object.keys(builders).map((id) => summarise(sampleGraph(id) as SampleGraph));
}
