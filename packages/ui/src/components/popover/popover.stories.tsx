import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

function PriceDetails({ defaultOpen, closeLabel }: { defaultOpen?: boolean; closeLabel?: string }) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">Price details</Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="price-title" closeLabel={closeLabel}>
        <h3 id="price-title" className="mb-1 font-semibold">
          How the price is counted
        </h3>
        <p className="text-muted-fg">
          Billing is per second. A stopped instance is billed for storage only.
        </p>
      </PopoverContent>
    </Popover>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: PriceDetails,
  args: { closeLabel: 'Close' },
  parameters: {
    docs: {
      description: {
        component:
          'Interactive content anchored to a trigger. Not modal: Escape or an outside click closes it, and focus returns to the trigger.',
      },
    },
  },
} satisfies Meta<typeof PriceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Price details' });
    await userEvent.click(trigger);
    await expect(
      await screen.findByRole('dialog', { name: 'How the price is counted' }),
    ).toHaveTextContent('Billing is per second.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open in light and dark. */
export const Matrix: Story = {
  args: { defaultOpen: true },
  decorators: [(Story) => <div className="h-56">{Story()}</div>],
};
export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' }, tags: ['no-visual'] };
