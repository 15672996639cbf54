import { useSyncExternalStore, type ComponentType, type SVGProps } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import {
  getToasts,
  subscribeToasts,
  toast,
  toastDefaultDuration,
  type ToastRecord,
  type ToastTone,
} from './toast-store.ts';

/** The fixed column the toasts stack in: top-centre, 400 px wide (spec section 9). */
export const toastViewportVariants = cva([
  'fixed top-4 left-1/2 z-[100] m-0 flex w-[400px] max-w-[calc(100vw-2rem)] -translate-x-1/2',
  'list-none flex-col gap-2 p-0 outline-none',
]);

/** One toast: 16 px text (spec section 9), the tone shown by a coloured edge and an icon. */
export const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-md border border-l-4 p-4',
    'bg-surface-raised text-base text-surface-fg shadow-lg',
    'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
    'data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=cancel]:translate-y-0',
    'motion-safe:data-[swipe=cancel]:transition-transform',
  ],
  {
    variants: {
      tone: {
        success: 'border-l-success [&_[data-slot=toast-icon]]:text-success-text',
        error: 'border-l-danger [&_[data-slot=toast-icon]]:text-danger-text',
        info: 'border-l-info [&_[data-slot=toast-icon]]:text-info-text',
        warning: 'border-l-warning [&_[data-slot=toast-icon]]:text-warning-text',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const toneIcons: Record<ToastTone, ComponentType<SVGProps<SVGSVGElement>>> = {
  success: CircleCheck,
  error: CircleX,
  info: Info,
  warning: TriangleAlert,
};

/** English names of the tones, read before the message ("Error: …"). */
export const defaultToastToneLabels: Record<ToastTone, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Information',
  warning: 'Warning',
};

export interface ToasterProps {
  /** Milliseconds before a toast closes by itself (hover and focus pause it). */
  duration?: number;
  /** Accessible name of the toast region; `{hotkey}` is replaced by the hotkey. */
  label?: string;
  /** Word read before each announced toast. */
  announceLabel?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Tone names read before the message, so the tone is not told by colour alone. */
  toneLabels?: Partial<Record<ToastTone, string>>;
  /** Keys that move focus to the toasts (`event.code` values). */
  hotkey?: string[];
  /**
   * Most toasts shown at once; newer ones wait (without their timer running) until one closes,
   * so a burst of errors cannot cover the page.
   */
  limit?: number;
  /** Extra classes for the toast column. */
  className?: string;
}

/**
 * Renders the toasts raised with `toast()`. Mount it once near the root of the app. Built on Radix
 * Toast: timers pause while the pointer is over the toasts, while one has focus and while the
 * window is in the background; each toast is announced (errors assertively, the rest politely);
 * F8 jumps to them, Escape or the close button dismisses, and they can be swiped up.
 */
export function Toaster({
  duration = toastDefaultDuration,
  label = 'Notifications ({hotkey})',
  announceLabel = 'Notification',
  closeLabel = 'Close notification',
  toneLabels,
  hotkey = ['F8'],
  limit = 5,
  className,
}: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts).slice(
    0,
    Math.max(1, limit),
  );
  const names = { ...defaultToastToneLabels, ...toneLabels };
  return (
    <RadixToast.Provider duration={duration} label={announceLabel} swipeDirection="up">
      {toasts.map((record) => (
        <ToastItem
          key={`${record.id}:${record.version}`}
          record={record}
          toneLabel={names[record.tone]}
          closeLabel={closeLabel}
        />
      ))}
      <RadixToast.Viewport
        data-slot="toast-viewport"
        label={label}
        hotkey={hotkey}
        className={cn(toastViewportVariants(), className)}
      />
    </RadixToast.Provider>
  );
}

interface ToastItemProps {
  record: ToastRecord;
  toneLabel: string;
  closeLabel: string;
}

function ToastItem({ record, toneLabel, closeLabel }: ToastItemProps) {
  const Icon = toneIcons[record.tone];
  return (
    <RadixToast.Root
      data-slot="toast"
      data-tone={record.tone}
      open
      onOpenChange={(open) => {
        if (!open) toast.dismiss(record.id);
      }}
      duration={record.duration}
      // 'foreground' = aria-live assertive: only errors interrupt what the user is reading.
      type={record.tone === 'error' ? 'foreground' : 'background'}
      className={toastVariants({ tone: record.tone })}
    >
      <Icon data-slot="toast-icon" aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <RadixToast.Title data-slot="toast-title" className="font-medium break-words">
          <span className="sr-only">{toneLabel}: </span>
          {record.message}
        </RadixToast.Title>
        {record.description !== undefined ? (
          <RadixToast.Description
            data-slot="toast-description"
            className="text-sm break-words text-muted-fg"
          >
            {record.description}
          </RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close
        data-slot="toast-close"
        aria-label={closeLabel}
        className={cn(
          'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-fg',
          'hover:bg-muted hover:text-surface-fg',
          'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1',
        )}
      >
        <X aria-hidden className="size-4" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
