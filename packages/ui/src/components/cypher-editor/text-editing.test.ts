import { describe, expect, it } from 'vitest';
import { indentEdit, newLineEdit, outdentEdit, type TextEdit } from './text-editing.ts';

/** The text after an edit, with the selection marked by [ and ]. */
function after(value: string, edit: TextEdit): string {
  const text = value.slice(0, edit.start) + edit.text + value.slice(edit.end);
  return `${text.slice(0, edit.selectionStart)}[${text.slice(edit.selectionStart, edit.selectionEnd)}]${text.slice(edit.selectionEnd)}`;
}

describe('editing commands', () => {
  it('indent puts two spaces at the caret or in place of a selection on one line', () => {
    expect(after('RETURN n', indentEdit('RETURN n', 0, 0))).toBe('  []RETURN n');
    expect(after('RETURN n', indentEdit('RETURN n', 7, 8))).toBe('RETURN   []');
  });

  it('indent shifts every line a selection touches, keeping the selection on them', () => {
    const value = 'MATCH (n)\nWHERE n.a\nRETURN n';
    expect(after(value, indentEdit(value, 2, 14))).toBe('  MA[TCH (n)\n  WHER]E n.a\nRETURN n');
    // A selection ending at the start of a line leaves that line alone.
    expect(after(value, indentEdit(value, 0, 10))).toBe('  [MATCH (n)\n]WHERE n.a\nRETURN n');
  });

  it('outdent removes up to two spaces or one tab from each line', () => {
    const value = '    a\n b\n\tc\nd';
    expect(after(value, outdentEdit(value, 0, value.length))).toBe('[  a\nb\nc\nd]');
    expect(after('  a', outdentEdit('  a', 3, 3))).toBe('a[]');
    expect(after('a', outdentEdit('a', 1, 1))).toBe('a[]');
  });

  it('outdent never moves the caret before its line', () => {
    expect(after('  abc', outdentEdit('  abc', 1, 1))).toBe('[]abc');
  });

  it('a new line keeps the indentation of the line it splits', () => {
    expect(after('  RETURN n', newLineEdit('  RETURN n', 10, 10))).toBe('  RETURN n\n  []');
    expect(after('MATCH (n)', newLineEdit('MATCH (n)', 5, 9))).toBe('MATCH\n[]');
  });
});
