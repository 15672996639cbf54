import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { Button, buttonSizeOptions, buttonVariantOptions } from './button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariantOptions },
    size: { control: 'inline-radio', options: buttonSizeOptions },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A clickable action. One `primary` button per view; `danger` for destructive actions; `link` for inline, low-emphasis actions. Navigation belongs to `Link`.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space activate it.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Terminate instance' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /save changes/i });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('Save changes Loading');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcons: Story = {
  args: { startIcon: <Plus />, endIcon: <ArrowRight />, children: 'Create instance' },
};

export const LongLabel: Story = {
  args: { children: 'Download the invoice for the billing period that closed yesterday' },
};

/** Every variant × size in both themes: the visual-regression target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={buttonVariantOptions}
        columns={buttonSizeOptions}
        render={(variant, size) => (
          <div className="flex gap-2">
            <Button variant={variant} size={size}>
              Button
            </Button>
            <Button variant={variant} size={size} startIcon={<Plus />} loading>
              Busy
            </Button>
            <Button variant={variant} size={size} disabled>
              Off
            </Button>
          </div>
        )}
      />
    </BothThemes>
  ),
};
