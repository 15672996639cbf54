import { useEffect, useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { NoticePriority } from '@quiver/validation';
import { cn } from '../../lib/cn.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { spmEvent, type SpmEventHandler } from '../../lib/spm.ts';
import { browserStorage, type KeyValueStorage } from '../../lib/storage.ts';
import {
  isNoticeDismissedToday,
  noticeDismissalStorageKey,
  writeNoticeDismissal,
} from './notice-dismissal.ts';

/**
 * Notice priorities, most urgent first (spec section 3). The same list as @quiver/validation's
 * `noticePriorities`, written out because importing a value from there bundles its zod schemas
 * (100 KB min+gzip) into a banner that needs three words; notice-banner.test.ts keeps them equal.
 */
export const noticePriorityOptions = [
  'CRITICAL',
  'IMPORTANT',
  'COMMON',
] as const satisfies readonly NoticePriority[];
export type { NoticePriority };

/** A site-wide notice as `GET /notice/get` returns it. */
export interface Notice {
  /** Plain-text title; also identifies the notice for the once-a-day dismissal. */
  title: string;
  /** Decides the colour. An unknown value is shown as `COMMON`. */
  priority: NoticePriority | (string & {});
  /** HTML from the server; sanitised before it is rendered. */
  contents: string;
}

/**
 * One solid tone per priority: danger for CRITICAL, warning for IMPORTANT, info for COMMON. Each
 * pairs a fill with its `-fg` token, which the tokens guarantee reaches 4.5:1 in both themes; links
 * take the same colour and are told apart by their underline.
 */
export const noticeBannerVariants = cva(
  [
    'flex w-full items-start gap-3 px-4 py-2.5 text-sm',
    '[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline',
    '[&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-current [&_a:focus-visible]:outline-offset-2',
  ],
  {
    variants: {
      priority: {
        CRITICAL: 'bg-danger text-danger-fg',
        IMPORTANT: 'bg-warning text-warning-fg',
        COMMON: 'bg-info text-info-fg',
      },
    },
    defaultVariants: { priority: 'COMMON' },
  },
);

export interface NoticeBannerProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The notice to show; nothing renders without one. */
  notice: Notice | null | undefined;
  /** Called after the user closes the banner (the dismissal is already stored). */
  onClose?: () => void;
  /** Receives `notice_show` (once per shown notice) and `notice_close_click`, with their spm codes. */
  onEvent?: SpmEventHandler;
  /** Where the dismissal record `{ title, date }` is kept. Defaults to `localStorage`. */
  storage?: KeyValueStorage;
  /** Key of the dismissal record in `storage`. */
  storageKey?: string;
  /** Clock for "today" (stories and tests pin it). */
  now?: () => Date;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

const systemClock = () => new Date();

/**
 * The site-wide notice bar: coloured by priority, sanitised HTML contents, and a close button.
 * Closing hides notices with the same title for the rest of the user's day.
 */
export function NoticeBanner({
  notice,
  onClose,
  onEvent,
  storage = browserStorage,
  storageKey = noticeDismissalStorageKey,
  now = systemClock,
  closeLabel = 'Close notice',
  className,
  ...props
}: NoticeBannerProps) {
  const titleId = useId();
  const [closedTitle, setClosedTitle] = useState<string | null>(null);
  const title = notice?.title;

  // Read once per title: a re-render must not re-read storage (nor flip after midnight mid-view).
  const dismissedToday = useMemo(
    () => title !== undefined && isNoticeDismissedToday(storage, storageKey, title, now()),
    // `now` is a clock; calling it again on every render would defeat the memo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [title, storage, storageKey],
  );
  const visible = notice != null && !dismissedToday && closedTitle !== notice.title;

  const contents = notice?.contents;
  const html = useMemo(() => (contents ? sanitizeHtml(contents) : ''), [contents]);

  // `notice_show` once per notice shown by this banner, even if the parent re-renders it.
  const reportedTitle = useRef<string | null>(null);
  useEffect(() => {
    if (!visible || title === undefined || reportedTitle.current === title) return;
    reportedTitle.current = title;
    onEvent?.(spmEvent('notice_show', title));
  }, [visible, title, onEvent]);

  if (!visible) return null;

  const priority = (noticePriorityOptions as readonly string[]).includes(notice.priority)
    ? (notice.priority as NoticePriority)
    : 'COMMON';

  const handleClose = () => {
    writeNoticeDismissal(storage, storageKey, notice.title, now());
    setClosedTitle(notice.title);
    onEvent?.(spmEvent('notice_close_click', notice.title));
    onClose?.();
  };

  return (
    <section
      data-slot="notice-banner"
      data-priority={priority}
      aria-labelledby={titleId}
      className={cn(noticeBannerVariants({ priority }), className)}
      {...props}
    >
      <div className="min-w-0 flex-1 break-words">
        <strong id={titleId} className="mr-2 font-semibold">
          {notice.title}
        </strong>{' '}
        <div
          data-slot="notice-banner-contents"
          className="inline [&_p]:inline"
          // Sanitised with an allowlist of tags and attributes (lib/sanitize-html.ts).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
      <button
        type="button"
        data-slot="notice-banner-close"
        aria-label={closeLabel}
        onClick={handleClose}
        className={cn(
          'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm',
          'hover:bg-current/15 focus-visible:outline-2 focus-visible:outline-current focus-visible:outline-offset-1',
        )}
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}
