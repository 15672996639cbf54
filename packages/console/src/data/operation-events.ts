/**
 * Where the status polls report the operations this console started that have ended (an instance
 * created, a sample loaded, a backup made, a start that failed), so the signed-in layout can say
 * so wherever the customer is. The polls live in the data layer and know no texts; the layout
 * subscribes once (`features/shell/operation-announcer.tsx`).
 */
import type { EndedOperation } from './resource-cache.ts';

export type ResourceKind = 'instance' | 'cluster';

type Listener = (ended: EndedOperation, kind: ResourceKind) => void;

const listeners = new Set<Listener>();

/** Calls `listener` for every ended operation until the returned function is called. */
export function onOperationEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportEndedOperations(ended: readonly EndedOperation[], kind: ResourceKind) {
  for (const operation of ended) for (const listener of listeners) listener(operation, kind);
}
