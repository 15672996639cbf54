import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'h-4 w-48' },
  parameters: {
    docs: {
      description: {
        component:
          'A decorative placeholder while content loads. Announce loading on the container (`aria-busy`) or with a Spinner.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every shape, composed like a loading card, in both themes. */
export const Matrix: Story = {
  render: () => (
    <BothThemes>
      <div aria-busy="true" className="flex w-64 items-center gap-3">
        <Skeleton shape="circle" className="size-10" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" />
          <Skeleton shape="text" className="w-2/3" />
          <Skeleton className="h-16" />
        </div>
      </div>
    </BothThemes>
  ),
};
