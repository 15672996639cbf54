import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Pagination, type PaginationProps } from './pagination.tsx';

function StatefulPagination({ page: initial, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation in a `nav` landmark. The current page has `aria-current="page"`; every label is a prop.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 16' })).toBeInTheDocument();
  },
};

export const Middle: Story = { args: { page: 10 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

/** Start, middle and end in both themes. */
export const Matrix: Story = {
  render: (args) => (
    <BothThemes>
      {(theme) => (
        <div className="flex flex-col gap-2">
          {[1, 10, 20].map((page) => (
            <Pagination
              key={page}
              {...args}
              page={page}
              label={`Pagination at ${page} (${theme})`}
            />
          ))}
        </div>
      )}
    </BothThemes>
  ),
};
