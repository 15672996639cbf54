import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Link, linkVariantOptions } from './link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#billing', children: 'View billing' },
  parameters: {
    docs: {
      description: {
        component:
          'Navigation. `external` opens a new tab safely (`rel="noopener noreferrer"`) and tells screen readers so (`newTabLabel`). Use `asChild` with a router link.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const External: Story = {
  args: { href: 'https://example.com/terms', children: 'Terms', external: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Muted: Story = { args: { variant: 'muted' } };

/** Every variant in both themes. */
export const Matrix: Story = {
  render: () => (
    <BothThemes>
      <div className="flex flex-col gap-3">
        {linkVariantOptions.map((variant) => (
          <p key={variant} className="text-sm">
            Text with a{' '}
            <Link href="#x" variant={variant}>
              {variant} link
            </Link>{' '}
            and an{' '}
            <Link href="#y" variant={variant} external>
              external one
            </Link>
            .
          </p>
        ))}
      </div>
    </BothThemes>
  ),
};
