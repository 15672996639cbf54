/**
 * Replaces the editor's text the way typing would: through the browser's `insertText`, so Ctrl/⌘+Z
 * brings back what was there (a snippet or a history item never loses a statement being written).
 * Where the browser has no `insertText` (tests), `fallback` sets the text.
 */
export function replaceEditorText(
  textarea: HTMLTextAreaElement | null,
  text: string,
  fallback: (text: string) => void,
): void {
  if (textarea === null || textarea.disabled || textarea.readOnly) {
    fallback(text);
    return;
  }
  textarea.focus();
  textarea.select();
  let inserted = false;
  try {
    // Deprecated, and still the only way to edit a field that the browser's undo remembers.
    inserted =
      typeof document.execCommand === 'function' &&
      document.execCommand('insertText', false, text) &&
      textarea.value === text;
  } catch {
    inserted = false;
  }
  if (!inserted) fallback(text);
  // The caret at the end, ready to run or to go on typing.
  textarea.setSelectionRange(text.length, text.length);
}

/** Puts the caret at `index` of the editor's text and the focus there (a parse error's place). */
export function showEditorPosition(textarea: HTMLTextAreaElement | null, index: number): void {
  if (textarea === null) return;
  textarea.focus();
  const at = Math.min(Math.max(0, index), textarea.value.length);
  textarea.setSelectionRange(at, Math.min(at + 1, textarea.value.length));
}
