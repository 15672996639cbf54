/**
 * The values of a query result as the server sends them (packages/server/src/engine/kuzu-values.ts):
 * JSON, with kuzu's nodes as `{ _id, _label, ...properties }`, relationships as
 * `{ _id, _src, _dst, _label, ...properties }` (ids are "table:offset" text) and paths as
 * `{ _nodes, _rels }`. Here they become one line of text per cell, a sort value, and the graph the
 * node-link view draws.
 */
import type { GraphData, GraphNode, GraphRelationship } from '@quiver/ui';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface NodeValue {
  _id: string;
  _label: string;
  [property: string]: Json;
}

export interface RelValue {
  _id?: string;
  _src: string;
  _dst: string;
  _label: string;
  [property: string]: Json | undefined;
}

export interface PathValue {
  _nodes: Json[];
  _rels: Json[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isRelValue(value: unknown): value is RelValue {
  return (
    isRecord(value) &&
    typeof value._src === 'string' &&
    typeof value._dst === 'string' &&
    typeof value._label === 'string'
  );
}

export function isNodeValue(value: unknown): value is NodeValue {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value._label === 'string' &&
    !isRelValue(value)
  );
}

export function isPathValue(value: unknown): value is PathValue {
  return isRecord(value) && Array.isArray(value._nodes) && Array.isArray(value._rels);
}

/** The properties of a node or relationship: every key but kuzu's own (`_id`, `_label`, ...). */
function propertiesOf(value: Record<string, unknown>): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value))
    if (!key.startsWith('_') && inner !== null && inner !== undefined) properties[key] = inner;
  return properties;
}

/** A cell is one line: past this many characters the rest is cut (the cell shows less anyway). */
const cellTextLimit = 500;

function literal(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  return formatNested(value);
}

function propertyMap(value: Record<string, unknown>): string {
  const entries = Object.entries(propertiesOf(value));
  if (entries.length === 0) return '';
  return ` {${entries.map(([key, inner]) => `${key}: ${literal(inner)}`).join(', ')}}`;
}

function formatNested(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (isRelValue(value)) return `[:${value._label}${propertyMap(value)}]`;
  if (isNodeValue(value)) return `(:${value._label}${propertyMap(value)})`;
  if (isPathValue(value)) {
    // kuzu lists a path's nodes in order and the relationship between each pair.
    let text = formatNested(value._nodes[0]);
    value._rels.forEach((rel, index) => {
      text += `-${formatNested(rel)}->${formatNested(value._nodes[index + 1])}`;
    });
    return text;
  }
  if (isRecord(value))
    return `{${Object.entries(value)
      .map(([key, inner]) => `${key}: ${literal(inner)}`)
      .join(', ')}}`;
  return String(value);
}

/**
 * A cell's text: strings as they are, nodes as `(:Person {name: "Ada"})`, relationships as
 * `[:KNOWS {since: 2020}]`, paths as their nodes and relationships in a row, lists and maps in
 * brackets, null as `null`.
 */
export function formatValue(value: unknown): string {
  const text = formatNested(value);
  return text.length > cellTextLimit ? `${text.slice(0, cellTextLimit)}…` : text;
}

/** What a column sorts by: numbers and booleans as numbers, everything else by its text. */
export function sortValueOf(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return formatValue(value);
}

/**
 * The nodes and relationships anywhere in the rows (in cells, lists and paths), each once; null
 * when the result holds none, so the screen offers the graph view only where there is a graph.
 */
export function graphOfRows(rows: readonly (readonly unknown[])[]): GraphData | null {
  const nodes = new Map<string, GraphNode>();
  const relationships = new Map<string, GraphRelationship>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (isPathValue(value)) {
      for (const node of value._nodes) visit(node);
      for (const rel of value._rels) visit(rel);
    } else if (isRelValue(value)) {
      const id = value._id ?? `${value._src}-${value._label}-${value._dst}`;
      if (!relationships.has(id))
        relationships.set(id, {
          id,
          type: value._label,
          source: value._src,
          target: value._dst,
          properties: propertiesOf(value),
        });
    } else if (isNodeValue(value)) {
      if (!nodes.has(value._id))
        nodes.set(value._id, {
          id: value._id,
          label: value._label,
          properties: propertiesOf(value),
        });
    }
  };
  // Most cells are plain values (a result of 10,000 rows is 40,000 of them), passed over here
  // without a call. Indexed loops: this runs once per result, before the code is optimised, where
  // an array's iterator costs about three times as much (10,000 rows: 3.5 -> 1.2 ms unthrottled).
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as readonly unknown[];
    for (let c = 0; c < row.length; c += 1) {
      const cell = row[c];
      if (typeof cell === 'object' && cell !== null) visit(cell);
    }
  }
  if (nodes.size === 0 && relationships.size === 0) return null;
  return { nodes: [...nodes.values()], relationships: [...relationships.values()] };
}

/** How many rows `columnWidths` reads: enough to know a column's usual width, not every row. */
const widthSampleRows = 200;

/**
 * A width for each result column, in `ch`, from its name and the values of the first rows: a column
 * of small numbers stays narrow and a column of nodes or long text gets the room. The table lays
 * columns out fixed and shares any room left in proportion, so these are proportions on a wide
 * screen and minimums on a narrow one (the table scrolls sideways). A column is at least 8 and at
 * most 48 characters wide before that sharing, so one long value cannot crowd out the rest.
 */
export function columnWidths(
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): string[] {
  const sample = rows.slice(0, widthSampleRows);
  return columns.map((name, index) => {
    const lengths = sample.map((row) => formatValue(row[index]).length).sort((a, b) => a - b);
    // The 90th percentile, so one odd value does not set the width.
    const usual = lengths[Math.floor((lengths.length - 1) * 0.9)] ?? 0;
    const characters = Math.min(48, Math.max(8, name.length, usual));
    // About three characters for the cell's padding and the header's sort icon.
    return `${characters + 3}ch`;
  });
}
