import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { placeholder: 'Describe what you need' },
  render: (args) => (
    <div className="flex w-80 flex-col gap-1.5">
      <label htmlFor="request" className="text-sm font-medium">
        Request
      </label>
      <Textarea {...args} id="request" />
    </div>
  ),
  parameters: { docs: { description: { component: 'A multi-line text field.' } } },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Request' });
    await userEvent.type(field, 'Line one{Enter}Line two');
    await expect(field).toHaveValue('Line one\nLine two');
  },
};

export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read me' } };

/** Default, invalid and disabled in both themes. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <div className="flex w-64 flex-col gap-3">
        <Textarea aria-label="Default" placeholder="Placeholder" />
        <Textarea aria-label="Invalid" invalid defaultValue="Wrong" />
        <Textarea aria-label="Disabled" disabled defaultValue="Off" />
      </div>
    </BothThemes>
  ),
};
