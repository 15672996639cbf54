import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CypherEditor } from './cypher-editor.tsx';

const editor = () => screen.getByRole('textbox', { name: 'Cypher statement' });

describe('CypherEditor', () => {
  it('is a labelled text field described by its keyboard help', () => {
    render(<CypherEditor label="Cypher statement" />);
    expect(editor().tagName).toBe('TEXTAREA');
    expect(editor()).toHaveAccessibleDescription(
      'Ctrl+Enter runs the statement. Tab indents; press Escape, then Tab, to leave the editor.',
    );
  });

  it('reports typing and runs the statement on Ctrl+Enter and ⌘+Enter', async () => {
    const onValueChange = vi.fn();
    const onRun = vi.fn();
    render(<CypherEditor label="Cypher statement" onValueChange={onValueChange} onRun={onRun} />);
    await userEvent.type(editor(), 'RETURN 1');
    expect(onValueChange).toHaveBeenLastCalledWith('RETURN 1');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onRun).toHaveBeenCalledWith('RETURN 1');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onRun).toHaveBeenCalledTimes(2);
    expect(editor()).toHaveValue('RETURN 1');
  });

  it('highlights the statement in a copy hidden from assistive technology', () => {
    const { container } = render(
      <CypherEditor label="Cypher statement" defaultValue="MATCH (a:Person) RETURN $name // all" />,
    );
    const highlight = container.querySelector('[data-slot="cypher-editor-highlight"]');
    expect(highlight).toHaveAttribute('aria-hidden', 'true');
    const kinds = [...(highlight?.querySelectorAll('[data-token]') ?? [])].map(
      (span) => `${span.getAttribute('data-token')}:${span.textContent}`,
    );
    expect(kinds).toEqual([
      'keyword:MATCH',
      'label:Person',
      'keyword:RETURN',
      'parameter:$name',
      'comment:// all',
    ]);
    expect(highlight).toHaveTextContent('MATCH (a:Person) RETURN $name // all');
  });

  it('indents with Tab, outdents with Shift+Tab, and keeps the indentation on Enter', async () => {
    render(<CypherEditor label="Cypher statement" />);
    await userEvent.click(editor());
    await userEvent.keyboard('MATCH (n){Enter}{Tab}RETURN n{Enter}');
    expect(editor()).toHaveValue('MATCH (n)\n  RETURN n\n  ');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}LIMIT 1');
    expect(editor()).toHaveValue('MATCH (n)\n  RETURN n\nLIMIT 1');
    expect(editor()).toHaveFocus();
  });

  it('lets Tab leave after Escape, so the keyboard is never trapped', async () => {
    render(
      <>
        <CypherEditor label="Cypher statement" />
        <button type="button">Run</button>
      </>,
    );
    await userEvent.click(editor());
    await userEvent.keyboard('{Escape}{Tab}');
    expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus();
    expect(editor()).toHaveValue('');
    // Back in the editor, Tab indents again.
    await userEvent.click(editor());
    await userEvent.keyboard('{Tab}');
    expect(editor()).toHaveValue('  ');
  });

  it('moves focus on with Tab when Tab is not for indenting', async () => {
    render(
      <>
        <CypherEditor label="Cypher statement" tabIndents={false} />
        <button type="button">Run</button>
      </>,
    );
    await userEvent.click(editor());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Cypher statement' })).toHaveAccessibleDescription(
      'Ctrl+Enter runs the statement.',
    );
  });

  it('does not edit when read-only, still runs, and lets Tab move on', async () => {
    const onRun = vi.fn();
    render(
      <>
        <CypherEditor label="Cypher statement" readOnly defaultValue="RETURN 1" onRun={onRun} />
        <button type="button">Run</button>
      </>,
    );
    expect(editor()).toHaveAccessibleDescription('Ctrl+Enter runs the statement.');
    await userEvent.click(editor());
    await userEvent.keyboard('x{Enter}{Control>}{Enter}{/Control}');
    expect(editor()).toHaveValue('RETURN 1');
    expect(onRun).toHaveBeenCalledWith('RETURN 1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus();
  });

  it('follows its value when controlled, marks a refused statement and numbers the lines', () => {
    const { container } = render(
      <>
        <CypherEditor
          label="Cypher statement"
          value={'MATCH (n)\nRETURN n'}
          invalid
          aria-describedby="error"
          lineNumbers
        />
        <p id="error">Table Person does not exist.</p>
      </>,
    );
    expect(editor()).toHaveValue('MATCH (n)\nRETURN n');
    expect(editor()).toBeInvalid();
    expect(editor()).toHaveAccessibleDescription(/Table Person does not exist\.$/);
    expect(container.querySelector('[data-slot="cypher-editor-gutter"]')).toHaveTextContent('12');
  });
});
