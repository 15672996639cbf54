import { useCallback, useMemo, useState } from 'react';
import { queryHistoryItem } from '../../lib/query-history-storage.ts';
import { useServices } from '../../lib/services.tsx';

/** Spec section 9: "The local history list keeps the last 10 items by default." */
export const historyLimit = 10;
/** Instances whose history is kept: the most recently used ones (an old id may be long gone). */
export const historyInstanceLimit = 20;

/** The list with `statement` first: run again, it moves to the top instead of showing twice. */
export function withStatement(
  list: readonly string[],
  statement: string,
  limit = historyLimit,
): string[] {
  return [statement, ...list.filter((item) => item !== statement)].slice(0, limit);
}

/**
 * Every instance's value (its history, its draft) with `instanceId`'s replaced, that instance last
 * (most recent), the oldest let go beyond `instanceLimit`.
 */
export function withHistory<Value>(
  histories: Readonly<Record<string, Value>>,
  instanceId: string,
  value: Value,
  instanceLimit = historyInstanceLimit,
): Record<string, Value> {
  const others = Object.entries(histories).filter(([id]) => id !== instanceId);
  return Object.fromEntries([...others.slice(-(instanceLimit - 1)), [instanceId, value]]);
}

/**
 * The statements run on one instance, newest first, kept in the browser (lib/query-history-storage.ts), per
 * instance: a statement names the tables of the graph it was written for.
 */
export function useQueryHistory(instanceId: string) {
  const { storage } = useServices();
  const stored = useMemo(() => queryHistoryItem(storage), [storage]);
  const [statements, setStatements] = useState<readonly string[]>(
    () => stored.get()?.[instanceId] ?? [],
  );
  const remember = useCallback(
    (statement: string) => {
      // Read again: another tab may have run statements on this instance meanwhile.
      const histories = stored.get() ?? {};
      const next = withStatement(histories[instanceId] ?? [], statement);
      stored.set(withHistory(histories, instanceId, next));
      setStatements(next);
    },
    [stored, instanceId],
  );
  return { statements, remember };
}
