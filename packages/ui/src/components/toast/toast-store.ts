import type { ReactNode } from 'react';

/** Toast tones, in display order (stories and the Matrix iterate them). */
export const toastToneOptions = ['success', 'error', 'info', 'warning'] as const;
export type ToastTone = (typeof toastToneOptions)[number];

/** Spec section 9: notification toasts close after 5,000 ms. */
export const toastDefaultDuration = 5000;

export interface ToastOptions {
  /** Reuse an id to replace a toast in place (e.g. "Saving…" → "Saved"). */
  id?: string;
  /** A second line under the message. */
  description?: ReactNode;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until closed. Default 5,000. */
  duration?: number;
}

/** A toast as the `Toaster` renders it. */
export interface ToastRecord {
  id: string;
  tone: ToastTone;
  message: ReactNode;
  description?: ReactNode;
  duration?: number;
  /** Bumped when the toast is replaced by id, so its timer starts again. */
  version: number;
}

type Listener = () => void;

let records: readonly ToastRecord[] = [];
const listeners = new Set<Listener>();
let nextId = 1;

function emit(next: readonly ToastRecord[]) {
  records = next;
  for (const listener of listeners) listener();
}

/** Subscribes to toast changes (for `useSyncExternalStore`). */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toasts currently shown, oldest first. */
export function getToasts(): readonly ToastRecord[] {
  return records;
}

function show(tone: ToastTone, message: ReactNode, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${nextId++}`;
  const previous = records.find((item) => item.id === id);
  const record: ToastRecord = { id, tone, message, version: (previous?.version ?? 0) + 1 };
  if (options.description !== undefined) record.description = options.description;
  if (options.duration !== undefined) record.duration = options.duration;
  emit(previous ? records.map((item) => (item.id === id ? record : item)) : [...records, record]);
  return id;
}

/** Closes one toast, or every toast when called without an id. */
function dismiss(id?: string): void {
  if (id === undefined) {
    if (records.length > 0) emit([]);
    return;
  }
  if (records.some((item) => item.id === id)) emit(records.filter((item) => item.id !== id));
}

/**
 * Shows a notification in the `Toaster` from anywhere (components, data hooks, event handlers).
 * `toast(message)` is an info toast; use the tone helpers for the others. Returns the toast's id.
 */
export const toast = Object.assign(
  (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  {
    /** A completed action ("Instance started."). */
    success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
    /** A failed action; announced assertively to screen readers. */
    error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
    /** Neutral information. */
    info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
    /** Something to look at before it becomes a problem. */
    warning: (message: ReactNode, options?: ToastOptions) => show('warning', message, options),
    /** Closes the toast with this id, or all toasts. */
    dismiss,
  },
);
