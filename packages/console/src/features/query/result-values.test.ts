import { describe, expect, it } from 'vitest';
import { columnWidths, formatValue, graphOfRows, sortValueOf } from './result-values.ts';

// Values as the server sends them for `MATCH (a)-[r]->(b) RETURN a, r, b` and a path (kuzu 0.11,
// ids made "table:offset" text by the server's kuzu-values.ts).
const ada = { name: 'Ada', born: 1815, tags: null, _label: 'Person', _id: '0:0' };
const alan = { name: 'Alan', born: 1912, tags: null, _label: 'Person', _id: '0:1' };
const knows = { since: 1936, _src: '0:0', _dst: '0:1', _label: 'Knows', _id: '2:0' };

describe('result values', () => {
  it('writes each value as one line of text', () => {
    expect(formatValue('Ada')).toBe('Ada');
    expect(formatValue(12)).toBe('12');
    expect(formatValue(false)).toBe('false');
    expect(formatValue(null)).toBe('null');
    expect(formatValue(ada)).toBe('(:Person {name: "Ada", born: 1815})');
    expect(formatValue(knows)).toBe('[:Knows {since: 1936}]');
    expect(formatValue({ _nodes: [ada, alan], _rels: [knows] })).toBe(
      '(:Person {name: "Ada", born: 1815})-[:Knows {since: 1936}]->(:Person {name: "Alan", born: 1912})',
    );
    expect(formatValue(['a', 1, null])).toBe('["a", 1, null]');
    expect(formatValue({ city: 'London', zip: null })).toBe('{city: "London", zip: null}');
    expect(formatValue('x'.repeat(600))).toHaveLength(501);
  });

  it('sorts numbers as numbers and everything else by its text', () => {
    expect(sortValueOf(3)).toBe(3);
    expect(sortValueOf(true)).toBe(1);
    expect(sortValueOf(null)).toBeNull();
    expect(sortValueOf(ada)).toBe('(:Person {name: "Ada", born: 1815})');
  });

  it('finds the nodes and relationships in cells, lists and paths, each once', () => {
    const graph = graphOfRows([
      [ada, knows, alan],
      [[ada, alan], { _nodes: [ada, alan], _rels: [knows] }, 'text'],
    ]);
    expect(graph).toEqual({
      nodes: [
        { id: '0:0', label: 'Person', properties: { name: 'Ada', born: 1815 } },
        { id: '0:1', label: 'Person', properties: { name: 'Alan', born: 1912 } },
      ],
      relationships: [
        { id: '2:0', type: 'Knows', source: '0:0', target: '0:1', properties: { since: 1936 } },
      ],
    });
  });

  it('has no graph for rows of plain values (or maps that only look similar)', () => {
    expect(graphOfRows([[1, 'Ada', { _label: 'not a node' }]])).toBeNull();
    expect(graphOfRows([])).toBeNull();
  });
});

describe('result column widths', () => {
  it('keeps a column of small numbers narrow and gives long text the room, within bounds', () => {
    const rows = Array.from({ length: 50 }, (_, index) => [
      index,
      `a label long enough to be cut ${index + 10}`,
      'x'.repeat(400),
    ]);
    expect(columnWidths(['i', 'label', 'blob'], rows)).toEqual(['11ch', '35ch', '51ch']);
  });

  it('is at least as wide as the column’s name, and reads the usual value, not one odd one', () => {
    const rows = [
      ...Array.from({ length: 19 }, () => [1]),
      ['an odd value far longer than the rest'],
    ];
    expect(columnWidths(['numberOfFriends'], rows)).toEqual(['18ch']);
    expect(columnWidths(['n'], [])).toEqual(['11ch']);
  });
});
