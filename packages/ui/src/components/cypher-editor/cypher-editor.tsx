import {
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { tokenizeCypher, type CypherTokenKind } from './cypher-tokens.ts';
import { applyEdit, indentEdit, newLineEdit, outdentEdit } from './text-editing.ts';

/**
 * Colour of each token kind. Only colours: a bold or italic glyph may be wider in some monospace
 * fonts, and the highlighted copy must stay aligned with the textarea's own (invisible) text.
 */
const tokenClasses: Partial<Record<CypherTokenKind, string>> = {
  keyword: 'text-primary',
  string: 'text-success-text',
  number: 'text-warning-text',
  comment: 'text-muted-fg',
  label: 'text-progress-text',
  parameter: 'text-info-text',
  function: 'text-accent-fg',
  operator: 'text-muted-fg',
};

/** Beyond this many characters the text is shown unhighlighted (a pasted dump stays responsive). */
const highlightLimit = 20_000;

const noSubscription = () => () => undefined;
const isApplePlatform = () => /Mac|iPhone|iPad/.test(navigator.platform);
const notApple = () => false;

export interface CypherEditorProps {
  /** The statement (controlled). */
  value?: string;
  /** The first statement when uncontrolled. */
  defaultValue?: string;
  /** Called with the text on every change. */
  onValueChange?: (value: string) => void;
  /** Called with the text on Ctrl+Enter (⌘+Enter on a Mac). */
  onRun?: (value: string) => void;
  /** Accessible name, e.g. `Cypher statement` (or use `aria-labelledby`, or a `<label htmlFor={id}>`). */
  label?: string;
  /** Id of a visible element naming the editor. */
  'aria-labelledby'?: string;
  /** Ids of further descriptions (an error message); the keyboard hint is always one. */
  'aria-describedby'?: string;
  /** Id of the textarea, for a `<label htmlFor>`. */
  id?: string;
  /** Form field name of the textarea. */
  name?: string;
  /** Shown while empty, e.g. `MATCH (n) RETURN n LIMIT 25`. */
  placeholder?: string;
  /** Not editable and out of the tab order. */
  disabled?: boolean;
  /** Readable and selectable, not editable. */
  readOnly?: boolean;
  /** Marks the statement as refused (sets `aria-invalid`; describe the error with `aria-describedby`). */
  invalid?: boolean;
  /** Shows line numbers in a gutter. */
  lineNumbers?: boolean;
  /** Height in lines while the text is short. */
  minRows?: number;
  /** Height in lines at most; longer text scrolls. */
  maxRows?: number;
  /** Tab indents (Escape, then Tab, leaves). With `false`, Tab always moves focus on. */
  tabIndents?: boolean;
  /** The keyboard help shown under the editor (and read as its description). */
  keyboardHint?: (platform: { apple: boolean; tabIndents: boolean }) => ReactNode;
  /** Shows the keyboard help; when hidden it is still read to screen readers. */
  showHint?: boolean;
  /** Extra classes on the outer element. */
  className?: string;
}

const defaultKeyboardHint: NonNullable<CypherEditorProps['keyboardHint']> = ({
  apple,
  tabIndents,
}) =>
  `${apple ? '⌘' : 'Ctrl'}+Enter runs the statement.` +
  (tabIndents ? ' Tab indents; press Escape, then Tab, to leave the editor.' : '');

/**
 * A Cypher statement editor: a real `<textarea>` (so screen readers, spell-check settings, IME,
 * autofill and mobile keyboards behave as in any field) under a highlighted copy of its text
 * drawn by a small tokenizer (keywords, strings, numbers, comments, labels and relationship types,
 * parameters, functions). Ctrl/⌘+Enter calls `onRun`. Tab indents and Shift+Tab outdents; so that
 * Tab never traps a keyboard user, Escape followed by Tab moves focus on, as the visible hint says.
 */
export function CypherEditor({
  value,
  defaultValue = '',
  onValueChange,
  onRun,
  label,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  id,
  name,
  placeholder,
  disabled = false,
  readOnly = false,
  invalid = false,
  lineNumbers = false,
  minRows = 3,
  maxRows = 12,
  tabIndents = true,
  keyboardHint = defaultKeyboardHint,
  showHint = true,
  className,
}: CypherEditorProps) {
  const hintId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  const gutterRef = useRef<HTMLDivElement>(null);
  // Escape arms "leave": the next Tab moves focus instead of indenting.
  const leaveOnTab = useRef(false);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const text = value ?? uncontrolled;
  const apple = useSyncExternalStore(noSubscription, isApplePlatform, notApple);

  const tokens = useMemo(
    () => (text.length > highlightLimit ? null : tokenizeCypher(text)),
    [text],
  );
  const lineCount = useMemo(() => text.split('\n').length, [text]);
  const rows = Math.min(Math.max(lineCount, minRows), Math.max(minRows, maxRows));

  const change = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    const textarea = event.currentTarget;
    const leave = leaveOnTab.current;
    leaveOnTab.current = event.key === 'Escape';
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onRun?.(textarea.value);
      return;
    }
    if (readOnly) return;
    const { selectionStart, selectionEnd } = textarea;
    if (
      event.key === 'Tab' &&
      tabIndents &&
      !leave &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      event.preventDefault();
      applyEdit(
        textarea,
        event.shiftKey
          ? outdentEdit(textarea.value, selectionStart, selectionEnd)
          : indentEdit(textarea.value, selectionStart, selectionEnd),
      );
    } else if (event.key === 'Enter' && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      applyEdit(textarea, newLineEdit(textarea.value, selectionStart, selectionEnd));
    }
  };

  // The highlighted copy and the gutter follow the textarea's scroll without a render.
  const onScroll = () => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    if (codeRef.current)
      codeRef.current.style.transform = `translate(${-textarea.scrollLeft}px, ${-textarea.scrollTop}px)`;
    if (gutterRef.current)
      gutterRef.current.style.transform = `translateY(${-textarea.scrollTop}px)`;
  };

  // Read-only text has nothing to indent: Tab moves on, and the hint does not offer indenting.
  const indents = tabIndents && !readOnly;
  const hint = keyboardHint({ apple, tabIndents: indents });
  const describedByIds =
    [hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="cypher-editor" className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <div
        data-slot="cypher-editor-frame"
        data-disabled={disabled || undefined}
        data-invalid={invalid || undefined}
        className={cn(
          'relative flex overflow-hidden rounded-[var(--control-radius,var(--radius))] border border-input bg-surface font-mono text-sm shadow-sm',
          'focus-within:border-ring focus-within:outline-2 focus-within:outline-ring',
          'data-disabled:cursor-not-allowed data-disabled:opacity-60',
          'data-invalid:border-danger data-invalid:focus-within:outline-danger',
          readOnly && 'bg-surface-sunken',
        )}
        style={{ height: `calc(${rows} * 1.5rem + 1.5rem + 2px)` }}
      >
        {lineNumbers ? (
          <div
            aria-hidden="true"
            data-slot="cypher-editor-gutter"
            className="shrink-0 overflow-hidden border-r border-border bg-surface-sunken text-right text-muted-fg select-none"
            style={{ width: `${String(lineCount).length + 2}ch` }}
          >
            <div ref={gutterRef} className="px-2 py-3 leading-6">
              {Array.from({ length: lineCount }, (_, index) => (
                <div key={index}>{index + 1}</div>
              ))}
            </div>
          </div>
        ) : null}
        <div className="relative min-w-0 flex-1">
          <pre
            aria-hidden="true"
            data-slot="cypher-editor-highlight"
            className="pointer-events-none absolute inset-0 m-0 overflow-hidden p-3 leading-6 whitespace-pre text-surface-fg [tab-size:2]"
          >
            <code ref={codeRef} className="block w-max min-w-full font-mono">
              {tokens
                ? tokens.map((token, index) => {
                    const tokenClass = tokenClasses[token.kind];
                    return tokenClass ? (
                      <span key={index} className={tokenClass} data-token={token.kind}>
                        {token.text}
                      </span>
                    ) : (
                      token.text
                    );
                  })
                : text}
              {/* A trailing newline needs a line box of its own, as in the textarea. */}
              {'\n'}
            </code>
          </pre>
          <textarea
            ref={textareaRef}
            id={id}
            name={name}
            aria-label={label}
            aria-labelledby={labelledBy}
            aria-describedby={describedByIds}
            aria-invalid={invalid || undefined}
            data-slot="cypher-editor-input"
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            readOnly={readOnly}
            wrap="off"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              leaveOnTab.current = false;
            }}
            onScroll={onScroll}
            className={cn(
              'absolute inset-0 m-0 block size-full resize-none overflow-auto border-0 bg-transparent p-3 font-mono leading-6 whitespace-pre [tab-size:2]',
              // The text itself is drawn by the highlighted copy underneath; the caret and the
              // selection stay the textarea's own.
              'text-transparent caret-surface-fg outline-none selection:bg-primary/25 placeholder:text-muted-fg',
              'disabled:cursor-not-allowed',
            )}
          />
        </div>
      </div>
      {hint ? (
        <p
          id={hintId}
          data-slot="cypher-editor-hint"
          className={showHint ? 'text-xs text-muted-fg' : 'sr-only'}
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
