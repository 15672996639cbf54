import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { Badge, badgeAppearanceOptions, badgeSizeOptions, badgeToneOptions } from './badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Active', tone: 'success' },
  argTypes: {
    tone: { control: 'select', options: badgeToneOptions },
    appearance: { control: 'inline-radio', options: badgeAppearanceOptions },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short status or category label. The text carries the meaning; the tone only reinforces it.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPulsingDot: Story = {
  args: { children: 'Starting', tone: 'progress', dot: 'pulse' },
};
export const WithIcon: Story = { args: { icon: <CircleCheck />, children: 'Paid' } };

/** Every tone × appearance, both sizes, in both themes. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BothThemes>
      <MatrixGrid
        rows={badgeToneOptions}
        columns={badgeAppearanceOptions}
        render={(tone, appearance) => (
          <div className="flex items-center gap-2">
            {badgeSizeOptions.map((size) => (
              <Badge key={size} tone={tone} appearance={appearance} size={size} dot>
                {tone}
              </Badge>
            ))}
          </div>
        )}
      />
    </BothThemes>
  ),
};
