// The graph a query returned, prepared for drawing: capped, cleaned (relationships whose nodes are
// missing are left out, duplicate ids keep their first occurrence), captioned and coloured.

/** A node of a query result: its label (kuzu: its node table) and its properties. */
export interface GraphNode {
  /** Unique in the result (kuzu's internal id, e.g. `0:12`). */
  id: string;
  /** The node's label (table), e.g. `Person`. */
  label: string;
  /** Property values by name. */
  properties: Readonly<Record<string, unknown>>;
}

/** A relationship of a query result, from `source` to `target` (node ids). */
export interface GraphRelationship {
  /** Unique in the result. */
  id: string;
  /** The relationship type (kuzu: its rel table), e.g. `KNOWS`. */
  type: string;
  /** Id of the node it starts from. */
  source: string;
  /** Id of the node it points to. */
  target: string;
  /** Property values by name. */
  properties: Readonly<Record<string, unknown>>;
}

/** What `GraphView` draws. */
export interface GraphData {
  nodes: readonly GraphNode[];
  relationships: readonly GraphRelationship[];
}

/**
 * Node colours. Each reads a `--chart-N` variable a theme may define and falls back to a semantic
 * token (as MetricChart's palette does), so a rebrand recolours graphs and charts together.
 */
export const graphViewPalette = [
  'var(--chart-1, var(--primary))',
  'var(--chart-2, var(--progress))',
  'var(--chart-3, var(--warning))',
  'var(--chart-4, var(--success))',
  'var(--chart-5, var(--info))',
  'var(--chart-6, var(--danger))',
] as const;

/**
 * A colour for each label, in the order given (cycling past the palette's end). Pass the same list
 * every time (an instance's node tables, from its schema) and a label keeps its colour from one
 * query to the next and in a schema list beside the graph.
 */
export function graphLabelColors(labels: readonly string[]): Record<string, string> {
  const colors: Record<string, string> = {};
  let next = 0;
  for (const label of labels) {
    if (label in colors) continue;
    colors[label] = graphViewPalette[next % graphViewPalette.length] as string;
    next += 1;
  }
  return colors;
}

/** Property names tried, in order, for a node's caption when none is given. */
export const defaultCaptionProperties = ['name', 'title', 'caption', 'label', 'id'] as const;

/** A property value as text: strings as they are, everything else as JSON. */
export function formatPropertyValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'bigint') return value.toString();
  try {
    return JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item,
    );
  } catch {
    return String(value);
  }
}

/** The node's caption: the given property, else the first of `defaultCaptionProperties`, else its id. */
export function nodeCaption(node: GraphNode, captionProperty?: string): string {
  const names = captionProperty ? [captionProperty] : defaultCaptionProperties;
  for (const name of names) {
    const value = node.properties[name];
    if (value !== undefined && value !== null && value !== '') return formatPropertyValue(value);
  }
  return node.id;
}

export interface PreparedGraph {
  nodes: GraphNode[];
  relationships: GraphRelationship[];
  /** Distinct nodes in the input (after removing duplicate ids). */
  totalNodes: number;
  /** Relationships not drawn: an end beyond the cap, or an end missing from the result. */
  hiddenRelationships: number;
}

/** Keeps the first `maxNodes` distinct nodes and the relationships between them. */
export function prepareGraph(data: GraphData, maxNodes: number): PreparedGraph {
  const seen = new Set<string>();
  const distinct: GraphNode[] = [];
  for (const node of data.nodes) {
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    distinct.push(node);
  }
  const nodes = distinct.slice(0, Math.max(0, maxNodes));
  const kept = new Set(nodes.map((node) => node.id));
  const relationshipIds = new Set<string>();
  const relationships: GraphRelationship[] = [];
  let duplicates = 0;
  for (const relationship of data.relationships) {
    if (relationshipIds.has(relationship.id)) {
      duplicates += 1;
      continue;
    }
    relationshipIds.add(relationship.id);
    if (kept.has(relationship.source) && kept.has(relationship.target))
      relationships.push(relationship);
  }
  return {
    nodes,
    relationships,
    totalNodes: distinct.length,
    hiddenRelationships: data.relationships.length - duplicates - relationships.length,
  };
}
