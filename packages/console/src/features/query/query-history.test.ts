import { describe, expect, it } from 'vitest';
import { historyLimit, withHistory, withStatement } from './query-history.ts';

describe('the query history', () => {
  it('keeps the last 10 statements, newest first, a rerun moved to the top', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i += 1) list = withStatement(list, `RETURN ${i}`);
    expect(historyLimit).toBe(10);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('RETURN 12');
    expect(list.at(-1)).toBe('RETURN 3');
    list = withStatement(list, 'RETURN 7');
    expect(list.slice(0, 2)).toEqual(['RETURN 7', 'RETURN 12']);
    expect(list.filter((item) => item === 'RETURN 7')).toHaveLength(1);
  });

  it('keeps the histories of the most recently used instances only', () => {
    let histories = {};
    for (let i = 1; i <= 4; i += 1)
      histories = withHistory(histories, `inst-${i}`, ['RETURN 1'], 3);
    expect(Object.keys(histories)).toEqual(['inst-2', 'inst-3', 'inst-4']);
    histories = withHistory(histories, 'inst-2', ['RETURN 2'], 3);
    expect(Object.keys(histories)).toEqual(['inst-3', 'inst-4', 'inst-2']);
  });
});
