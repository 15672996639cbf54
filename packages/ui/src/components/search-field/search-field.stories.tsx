import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BothThemes, MatrixGrid } from '../../lib/story-helpers.tsx';
import { controlSizeOptions } from '../../lib/control.ts';
import { SearchField } from './search-field.tsx';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    label: 'Search instances by name',
    placeholder: 'Search by name',
    onValueChange: fn(),
    onClear: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled search box with a clear button once it holds text. Escape clears a non-empty field; the clear button returns focus to the field.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search instances by name' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const TypeAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('searchbox');
    await userEvent.type(field, 'graph');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('graph');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'ada' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('searchbox');
    field.focus();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
  },
};

export const Searching: Story = { args: { defaultValue: 'error', searching: true } };

export const Disabled: Story = { args: { defaultValue: 'ada', disabled: true } };

/** Controlled by the story, as a list filter. */
export const Controlled: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const names = ['graph-ada', 'graph-turing', 'social'].filter((name) => name.includes(query));
    return (
      <div className="flex flex-col gap-2">
        <SearchField {...args} value={query} onValueChange={setQuery} />
        <ul className="text-sm">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'graph');
    await expect(canvas.queryByText('social')).not.toBeInTheDocument();
  },
};

/** Every size, empty and filled, light and dark. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  decorators: [],
  render: (args) => (
    <BothThemes>
      {(theme) => (
        <MatrixGrid
          rows={controlSizeOptions}
          columns={['empty', 'filled'] as const}
          render={(size, state) => (
            <SearchField
              {...args}
              className="w-56"
              size={size}
              label={`Search ${size} ${state} ${theme}`}
              defaultValue={state === 'filled' ? 'graph-ada' : ''}
            />
          )}
        />
      )}
    </BothThemes>
  ),
};
