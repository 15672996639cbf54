import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { CodeBlock } from './code-block.tsx';

const command = 'quiver-shell --host graph-01.quiver.dev --port 60001 --user root';

const meta = {
  title: 'Primitives/CodeBlock',
  component: CodeBlock,
  args: { code: command, language: 'bash', writeText: fn(async () => {}) },
  decorators: [(Story) => <div className="w-[26rem] max-w-full">{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Preformatted code with a copy button. The code is rendered as text (never as HTML); long lines scroll (the block is focusable) or wrap.',
      },
    },
  },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

// The copied state lasts a minute here, not 2 s: the screenshot taken after the play must show the
// state the play checked, however slowly the machine reaches it.
export const Default: Story = {
  args: { copyResetAfterMs: 60_000 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(args.writeText).toHaveBeenCalledWith(command);
    // The page's one live region, at the end of the body.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  },
};

export const Wrapped: Story = { args: { wrap: true, title: 'Connect' } };
export const NotCopyable: Story = { args: { copyable: false, language: undefined } };

export const HtmlIsText: Story = {
  args: { code: '<img src=x onerror="alert(1)">', language: 'html' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Both themes. */
export const Matrix: Story = {
  render: (args) => (
    <BothThemes className="flex-col">
      <CodeBlock {...args} />
    </BothThemes>
  ),
};
