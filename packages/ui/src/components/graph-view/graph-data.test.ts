import { describe, expect, it } from 'vitest';
import {
  formatPropertyValue,
  graphLabelColors,
  graphViewPalette,
  nodeCaption,
  prepareGraph,
  type GraphNode,
} from './graph-data.ts';
import { layoutGraph, relationshipGeometry } from './graph-layout.ts';
import { generatedGraph, socialGraph } from './sample-graph.ts';

const node = (id: string, properties: Record<string, unknown> = {}): GraphNode => ({
  id,
  label: 'Person',
  properties,
});

describe('prepareGraph', () => {
  it('keeps the first nodes up to the cap and only the relationships between them', () => {
    const prepared = prepareGraph(generatedGraph(50), 20);
    expect(prepared.nodes).toHaveLength(20);
    expect(prepared.totalNodes).toBe(50);
    const kept = new Set(prepared.nodes.map((item) => item.id));
    for (const item of prepared.relationships) {
      expect(kept.has(item.source) && kept.has(item.target)).toBe(true);
    }
    expect(prepared.hiddenRelationships).toBe(
      generatedGraph(50).relationships.length - prepared.relationships.length,
    );
  });

  it('drops duplicate ids (the first wins) and counts relationships to missing nodes as hidden', () => {
    const prepared = prepareGraph(
      {
        nodes: [node('a', { name: 'first' }), node('a', { name: 'second' }), node('b')],
        relationships: [
          { id: 'r', type: 'KNOWS', source: 'a', target: 'b', properties: {} },
          { id: 'r', type: 'KNOWS', source: 'a', target: 'b', properties: {} },
          { id: 's', type: 'KNOWS', source: 'a', target: 'nowhere', properties: {} },
        ],
      },
      300,
    );
    expect(prepared.nodes.map((item) => item.properties['name'] ?? item.id)).toEqual([
      'first',
      'b',
    ]);
    expect(prepared.totalNodes).toBe(2);
    expect(prepared.relationships.map((item) => item.id)).toEqual(['r']);
    expect(prepared.hiddenRelationships).toBe(1);
  });
});

describe('captions and values', () => {
  it('captions a node with the chosen property, else name, title, …, else its id', () => {
    expect(nodeCaption(node('7', { name: 'Ada', title: 'Countess' }))).toBe('Ada');
    expect(nodeCaption(node('7', { title: 'Countess' }))).toBe('Countess');
    expect(nodeCaption(node('7', { name: '' }))).toBe('7');
    expect(nodeCaption(node('7', { age: 36, name: 'Ada' }), 'age')).toBe('36');
    expect(nodeCaption(node('7', { name: 'Ada' }), 'missing')).toBe('7');
  });

  it('writes strings as they are and other values as JSON', () => {
    expect(formatPropertyValue('Ada')).toBe('Ada');
    expect(formatPropertyValue(36)).toBe('36');
    expect(formatPropertyValue(null)).toBe('null');
    expect(formatPropertyValue([1, 'a'])).toBe('[1,"a"]');
    expect(formatPropertyValue({ a: 10n })).toBe('{"a":"10"}');
  });

  it('gives each label its own colour in the order given, cycling past the palette', () => {
    const colors = graphLabelColors(['Person', 'City', 'Person', 'A', 'B', 'C', 'D', 'E']);
    expect(colors['Person']).toBe(graphViewPalette[0]);
    expect(colors['City']).toBe(graphViewPalette[1]);
    expect(colors['E']).toBe(graphViewPalette[0]);
    expect(new Set(Object.values(colors).slice(0, graphViewPalette.length)).size).toBe(
      graphViewPalette.length,
    );
  });
});

describe('layoutGraph', () => {
  it('gives the same picture for the same data', () => {
    const first = layoutGraph(socialGraph.nodes, socialGraph.relationships);
    const second = layoutGraph(socialGraph.nodes, socialGraph.relationships);
    expect(first.nodes.map(({ x, y }) => [x, y])).toEqual(second.nodes.map(({ x, y }) => [x, y]));
    expect(first.nodes.every(({ x, y }) => Number.isFinite(x) && Number.isFinite(y))).toBe(true);
  });

  it('keeps nodes apart and inside its bounds', () => {
    const { nodes, bounds } = layoutGraph(socialGraph.nodes, socialGraph.relationships);
    for (const [index, a] of nodes.entries()) {
      expect(a.x).toBeGreaterThan(bounds.x);
      expect(a.x).toBeLessThan(bounds.x + bounds.width);
      for (const b of nodes.slice(index + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(30);
    }
  });

  it('bends parallel relationships apart and loops a relationship to its own node', () => {
    const { relationships } = layoutGraph(socialGraph.nodes, socialGraph.relationships);
    const [there, back] = relationships.filter((item) =>
      ['3:0', '3:1'].includes(item.relationship.id),
    );
    expect(there?.bend).toBe(0);
    expect(back?.bend).not.toBe(0);
    expect(relationshipGeometry(there!).path).toMatch(/^M[-\d.]+,[-\d.]+ L/);
    expect(relationshipGeometry(back!).path).toContain(' Q');
    const loop = relationships.find((item) => item.relationship.id === '5:1');
    expect(relationshipGeometry(loop!).path).toContain(' C');
  });

  it('copes with no nodes and with one', () => {
    expect(layoutGraph([], []).bounds).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    const single = layoutGraph([node('a')], []);
    expect(single.nodes).toHaveLength(1);
    expect(single.bounds.width).toBeGreaterThan(0);
  });
});
