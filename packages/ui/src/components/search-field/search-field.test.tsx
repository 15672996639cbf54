import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './search-field.tsx';

describe('SearchField', () => {
  it('is a labelled search box that reports what is typed', async () => {
    const onValueChange = vi.fn();
    render(<SearchField label="Search logs" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search logs' }), 'oom');
    expect(onValueChange).toHaveBeenLastCalledWith('oom');
  });

  it('offers a clear button only while it holds text, which empties it and keeps focus', async () => {
    const onClear = vi.fn();
    render(<SearchField label="Search" clearLabel="清除" onClear={onClear} />);
    expect(screen.queryByRole('button', { name: '清除' })).not.toBeInTheDocument();
    const field = screen.getByRole('searchbox');
    await userEvent.type(field, 'ada');
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: '清除' })).not.toBeInTheDocument();
  });

  it('clears on Escape, and lets Escape through when already empty', async () => {
    const outer = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => event.key === 'Escape' && outer()}>
        <SearchField label="Search" defaultValue="ada" />
      </div>,
    );
    const field = screen.getByRole('searchbox');
    field.focus();
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(outer).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledOnce();
  });

  it('shows the controlled value and asks the owner to change it', async () => {
    const onValueChange = vi.fn();
    render(<SearchField label="Search" value="ada" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onValueChange).toHaveBeenCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('ada');
  });
});
