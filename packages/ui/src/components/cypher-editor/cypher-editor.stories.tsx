import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Button } from '../button/button.tsx';
import { CypherEditor } from './cypher-editor.tsx';

const statement = `// Who knows whom, two hops out
MATCH (a:Person {name: $name})-[:KNOWS|WORKS_WITH*1..2]->(b:Person)
WHERE b.age >= 30 AND b.city <> "Berlin"
RETURN toUpper(b.name), count(*) AS paths, 3.5e2 AS score
ORDER BY paths DESC
LIMIT 25`;

const schema = `CREATE NODE TABLE Person(name STRING, age INT64, PRIMARY KEY(name));
CREATE REL TABLE Knows(FROM Person TO Person, since DATE)`;

const meta = {
  title: 'Domain/CypherEditor',
  component: CypherEditor,
  args: {
    label: 'Cypher statement',
    placeholder: 'MATCH (n) RETURN n LIMIT 25',
    onRun: fn(),
    onValueChange: fn(),
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A Cypher editor: a real labelled `<textarea>` under a highlighted copy of its text (keywords, strings, numbers, comments, labels and relationship types, parameters, functions), drawn by a small tokenizer. Ctrl/⌘+Enter runs. Tab indents and Shift+Tab outdents; Escape then Tab leaves the editor, as the hint under it says.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 720px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CypherEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Cypher statement' });
    await expect(editor).toHaveAttribute('placeholder', 'MATCH (n) RETURN n LIMIT 25');
    await expect(canvas.getByText(/\+Enter runs the statement/)).toBeVisible();
  },
};

/** Every kind of token in one statement. */
export const Highlighted: Story = {
  args: { defaultValue: statement },
  play: async ({ canvasElement }) => {
    const highlight = canvasElement.querySelector('[data-slot="cypher-editor-highlight"]');
    for (const [kind, text] of [
      ['comment', '// Who knows whom, two hops out'],
      ['keyword', 'MATCH'],
      ['label', 'KNOWS'],
      ['parameter', '$name'],
      ['string', '"Berlin"'],
      ['number', '3.5e2'],
      ['function', 'toUpper'],
    ] as const) {
      const spans = [...(highlight?.querySelectorAll(`[data-token="${kind}"]`) ?? [])];
      await expect(spans.map((span) => span.textContent)).toContain(text);
    }
  },
};

/** kuzu needs tables before data: its schema statements are highlighted too. */
export const SchemaStatements: Story = { args: { defaultValue: schema, lineNumbers: true } };

export const WithLineNumbers: Story = { args: { defaultValue: statement, lineNumbers: true } };

/** Typing, then Ctrl+Enter: `onRun` gets the text. */
export const RunWithShortcut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const editor = canvas.getByRole('textbox', { name: 'Cypher statement' });
    await userEvent.type(editor, 'MATCH (n) RETURN n');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onRun).toHaveBeenCalledWith('MATCH (n) RETURN n');
  },
};

/**
 * Tab indents inside the editor; Escape then Tab moves on to the next control. (The play function
 * types nothing after an indent: Testing Library's simulated typing keeps its own copy of the
 * value and does not see the browser's own `insertText` edit that Tab makes.)
 */
export const KeyboardLeavesWithEscapeTab: Story = {
  args: { defaultValue: 'RETURN 1' },
  render: (args) => (
    <div className="flex flex-col items-start gap-2">
      <CypherEditor {...args} className="w-full" />
      <Button>Run</Button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const editor = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Cypher statement' });
    editor.focus();
    editor.setSelectionRange(0, 0);
    await userEvent.keyboard('{Tab}');
    await expect(editor).toHaveValue('  RETURN 1');
    await expect(editor).toHaveFocus();
    await userEvent.keyboard('{Escape}{Tab}');
    await expect(canvas.getByRole('button', { name: 'Run' })).toHaveFocus();
  },
};

/** The engine refused the statement: the field is invalid and described by the message. */
export const Refused: Story = {
  args: {
    defaultValue: "CREATE (a:Person {name: 'Ada'})",
    invalid: true,
    'aria-describedby': 'refusal',
  },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <CypherEditor {...args} />
      <p id="refusal" className="text-sm text-danger-text">
        Binder exception: Table Person does not exist. Create it first with CREATE NODE TABLE.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Cypher statement' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(/Table Person does not exist/);
  },
};

export const ReadOnly: Story = { args: { defaultValue: statement, readOnly: true } };

export const Disabled: Story = { args: { defaultValue: statement, disabled: true } };

/** More lines than `maxRows`, and a long line: the editor scrolls, the highlight follows. */
export const LongStatement: Story = {
  args: {
    maxRows: 6,
    lineNumbers: true,
    defaultValue: Array.from(
      { length: 30 },
      (_, index) =>
        `CREATE (:Person {name: 'person-${index}', note: 'a long line that runs past the right edge of the editor to scroll sideways'})`,
    ).join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    const editor = canvas.getByRole('textbox', { name: 'Cypher statement' });
    editor.scrollTop = 120;
    editor.dispatchEvent(new Event('scroll'));
    const code = canvasElement.querySelector<HTMLElement>(
      '[data-slot="cypher-editor-highlight"] code',
    );
    await expect(code?.style.transform).toContain('-120px');
  },
};

/** Controlled by the story, with its own Run button and history of runs. */
export const Controlled: Story = {
  render: function Render(args) {
    const [text, setText] = useState('RETURN 1');
    const [runs, setRuns] = useState<string[]>([]);
    return (
      <div className="flex flex-col gap-2">
        <CypherEditor
          {...args}
          value={text}
          onValueChange={setText}
          onRun={(statement) => setRuns((previous) => [statement, ...previous])}
        />
        <div>
          <Button size="sm" onClick={() => setRuns((previous) => [text, ...previous])}>
            Run
          </Button>
        </div>
        <ol aria-label="Runs" className="font-mono text-xs">
          {runs.map((run, index) => (
            <li key={index}>{run}</li>
          ))}
        </ol>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(canvas.getByRole('list', { name: 'Runs' })).toHaveTextContent('RETURN 1');
  },
};

/** Light and dark, with line numbers. */
export const Matrix: Story = {
  decorators: [],
  render: (args) => (
    <BothThemes className="flex-col">
      {(theme) => (
        <CypherEditor
          {...args}
          className="w-[40rem]"
          label={`Cypher statement ${theme}`}
          defaultValue={statement}
          lineNumbers
        />
      )}
    </BothThemes>
  ),
};
