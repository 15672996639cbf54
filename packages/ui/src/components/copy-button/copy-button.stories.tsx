import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { CopyButton } from './copy-button.tsx';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: {
    value: 'bolt://graph-01.quiver.dev:7687',
    label: 'Copy connection string',
    onCopy: fn(),
    writeText: fn(async () => {}),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Copies a value to the clipboard and announces "Copied" (or "Copy failed") through the page\'s one polite live region (`announce`: in the dialog around the button, else at the end of the body), not a region per button. Labels are props.',
      },
    },
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.writeText).toHaveBeenCalledWith('bolt://graph-01.quiver.dev:7687');
    // The page's shared region, at the end of the body: outside the story's canvas.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  },
};

// The copied and failed states last a minute here, not 2 s: the screenshot taken after the play must
// show the state the play checked, however slowly the machine reaches it.
export const WithLabel: Story = {
  args: { showLabel: true, label: 'Copy', variant: 'outline', resetAfterMs: 60_000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { writeText: fn(() => Promise.reject(new Error('denied'))), resetAfterMs: 60_000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copy failed'));
  },
};

/** Icon-only and labelled, in both themes. */
export const Matrix: Story = {
  render: (args) => (
    <BothThemes>
      <div className="flex items-center gap-2">
        <CopyButton {...args} />
        <CopyButton {...args} showLabel variant="outline" />
        <CopyButton {...args} showLabel variant="secondary" size="md" />
      </div>
    </BothThemes>
  ),
};
