import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { IconButton, iconButtonSizeOptions, iconButtonVariantOptions } from './icon-button.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Settings', icon: <Settings />, onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A button showing only an icon. `label` is required: it is the accessible name and the native tooltip.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Settings' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { label: 'Delete backup', icon: <Trash2 />, variant: 'danger' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Settings' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Every variant × size in both themes. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={iconButtonVariantOptions}
        columns={iconButtonSizeOptions}
        render={(variant, size) => (
          <div className="flex gap-2">
            <IconButton label="Settings" icon={<Settings />} variant={variant} size={size} />
            <IconButton
              label="Settings"
              icon={<Settings />}
              variant={variant}
              size={size}
              loading
            />
            <IconButton
              label="Settings"
              icon={<Settings />}
              variant={variant}
              size={size}
              disabled
            />
          </div>
        )}
      />
    </BothThemes>
  ),
};
