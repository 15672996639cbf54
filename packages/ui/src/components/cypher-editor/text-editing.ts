// Editing commands of the Cypher editor on a plain textarea: indent, outdent, a new line that keeps
// the indentation. Each computes one replacement; `applyEdit` applies it through the browser's own
// editing (`insertText`), so Ctrl/⌘-Z undoes it like typing.

export const indentUnit = '  ';

/** Replace `[start, end)` of the text with `text`, then select `[selectionStart, selectionEnd)`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

const lineStart = (value: string, at: number) => value.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (value: string, at: number) => {
  const newline = value.indexOf('\n', at);
  return newline === -1 ? value.length : newline;
};

/**
 * Tab: with a selection over several lines, indent each of them; otherwise put an indent unit
 * in place of the selection.
 */
export function indentEdit(value: string, selectionStart: number, selectionEnd: number): TextEdit {
  const selected = value.slice(selectionStart, selectionEnd);
  if (!selected.includes('\n')) {
    const at = selectionStart + indentUnit.length;
    return {
      start: selectionStart,
      end: selectionEnd,
      text: indentUnit,
      selectionStart: at,
      selectionEnd: at,
    };
  }
  const start = lineStart(value, selectionStart);
  // A selection ending at the start of a line does not take that line with it.
  const lastLineEnd =
    selectionEnd > start && value[selectionEnd - 1] === '\n' ? selectionEnd - 1 : selectionEnd;
  const end = lineEnd(value, lastLineEnd);
  const lines = value.slice(start, end).split('\n');
  const text = lines.map((line) => indentUnit + line).join('\n');
  return {
    start,
    end,
    text,
    selectionStart: selectionStart + indentUnit.length,
    selectionEnd: selectionEnd + indentUnit.length * lines.length,
  };
}

/** Shift-Tab: remove up to one indent unit (or a tab) from the start of each selected line. */
export function outdentEdit(value: string, selectionStart: number, selectionEnd: number): TextEdit {
  const start = lineStart(value, selectionStart);
  const lastLineEnd =
    selectionEnd > selectionStart && value[selectionEnd - 1] === '\n'
      ? selectionEnd - 1
      : selectionEnd;
  const end = lineEnd(value, lastLineEnd);
  const lines = value.slice(start, end).split('\n');
  const removed = lines.map((line) =>
    line.startsWith('\t') ? 1 : (/^ {0,2}/.exec(line)?.[0].length ?? 0),
  );
  const text = lines.map((line, index) => line.slice(removed[index])).join('\n');
  const firstRemoved = Math.min(removed[0] ?? 0, selectionStart - start);
  const totalRemoved = removed.reduce((sum, count) => sum + count, 0);
  return {
    start,
    end,
    text,
    selectionStart: selectionStart - firstRemoved,
    selectionEnd: Math.max(selectionStart - firstRemoved, selectionEnd - totalRemoved),
  };
}

/** Enter: a new line that starts with the current line's indentation. */
export function newLineEdit(value: string, selectionStart: number, selectionEnd: number): TextEdit {
  const start = lineStart(value, selectionStart);
  const indentation = /^[ \t]*/.exec(value.slice(start, selectionStart))?.[0] ?? '';
  const text = `\n${indentation}`;
  const at = selectionStart + text.length;
  return { start: selectionStart, end: selectionEnd, text, selectionStart: at, selectionEnd: at };
}

/** Applies an edit to a focused textarea as the browser's own input (undoable, fires `input`). */
export function applyEdit(textarea: HTMLTextAreaElement, edit: TextEdit): void {
  if (textarea.value.slice(edit.start, edit.end) === edit.text) {
    // Nothing changes (an outdent of unindented lines): no undo step, only the selection.
    textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    return;
  }
  textarea.setSelectionRange(edit.start, edit.end);
  const command = edit.text === '' ? 'delete' : 'insertText';
  // execCommand is deprecated but still the only way to edit a textarea with the undo stack kept
  // (every current browser supports it for this); where it is missing, edit and fire input by hand.
  const done =
    typeof document.execCommand === 'function' && document.execCommand(command, false, edit.text);
  if (!done) {
    textarea.setRangeText(edit.text, edit.start, edit.end, 'end');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}
