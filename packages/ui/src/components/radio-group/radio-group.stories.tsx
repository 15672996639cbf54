import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { RadioGroup, RadioGroupOption } from './radio-group.tsx';

function EditionChoice(props: {
  defaultValue?: string;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <span id="edition-label" className="text-sm font-semibold">
        Edition
      </span>
      <RadioGroup aria-labelledby="edition-label" {...props}>
        <RadioGroupOption value="shared" label="Shared" description="2 vCPU, 8G memory, 40GB" />
        <RadioGroupOption value="standard" label="Standard" description="Up to 192 vCPU" />
        <RadioGroupOption value="enterprise" label="Enterprise" description="Contact us" disabled />
      </RadioGroup>
    </div>
  );
}

const meta = {
  title: 'Primitives/RadioGroup',
  component: EditionChoice,
  args: { onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Exactly one choice from a few visible options. Tab enters the group; arrow keys move and select. RadioGroupOption wires label and description.',
      },
    },
  },
} satisfies Meta<typeof EditionChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Clicking the label selects its option.
    await userEvent.click(canvas.getByText('Shared'));
    const shared = canvas.getByRole('radio', { name: 'Shared' });
    await expect(shared).toBeChecked();
    // Keyboard: arrows move the selection within the group.
    // Radix moves focus a task after keydown and checks only while the arrow is held, as a person
    // does; so hold it until the next option has focus.
    shared.focus();
    await userEvent.keyboard('{ArrowDown>}');
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    await waitFor(() => expect(standard).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(standard).toBeChecked();
    await expect(standard).toHaveAccessibleDescription('Up to 192 vCPU');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('standard');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'standard' } };

/** Both themes. */
export const Matrix: Story = {
  render: () => (
    <BothThemes>
      <EditionChoice defaultValue="standard" />
    </BothThemes>
  ),
};
