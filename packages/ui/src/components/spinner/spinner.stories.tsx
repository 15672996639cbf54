import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Spinner, spinnerSizeOptions } from './spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          'An indeterminate busy indicator, announced politely (`role="status"` with a hidden `label`, default "Loading"). Under reduced motion it turns slowly instead of stopping.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const CustomLabel: Story = { args: { label: 'Loading instances', size: 'lg' } };

/** Every size in both themes. */
export const Matrix: Story = {
  render: () => (
    <BothThemes>
      <div className="flex items-center gap-4">
        {spinnerSizeOptions.map((size) => (
          <Spinner key={size} size={size} label={`Loading ${size}`} />
        ))}
      </div>
    </BothThemes>
  ),
};
