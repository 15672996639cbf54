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
          'Page navigation in a `nav` landmark. The current page has `aria-current="page"`; every label is a prop. Previous and Next stay focusable at the ends (`aria-disabled`), so the keyboard is never thrown out of the list.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Page 16' })).toBeInTheDocument();
  },
};

/**
 * Next pressed onto the last page by keyboard: the button keeps the focus, now announced as
 * unavailable, and pressing it again asks for nothing. Previous on the first page is reached by
 * Tab the same way.
 */
export const KeyboardAtTheEnds: Story = {
  args: { page: 19 },
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
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
