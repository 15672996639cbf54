import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DescriptionList } from './description-list.tsx';

describe('DescriptionList', () => {
  it('pairs each term with its value', () => {
    render(
      <DescriptionList
        items={[
          { term: 'Edition', description: 'Standard' },
          { term: 'Region', description: 'us-east-1' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Edition', 'Region']);
    expect(values.map((v) => v.textContent)).toEqual(['Standard', 'us-east-1']);
  });

  it('shows a dash for a missing value, and a chosen text when given', () => {
    const { rerender } = render(
      <DescriptionList items={[{ term: 'Address', description: null }]} />,
    );
    expect(screen.getByRole('definition')).toHaveTextContent('—');
    rerender(
      <DescriptionList emptyValue="Not yet" items={[{ term: 'Address', description: '' }]} />,
    );
    expect(screen.getByRole('definition')).toHaveTextContent('Not yet');
  });

  it('copies a value with a button named after its term', async () => {
    const writeText = vi.fn(async () => undefined);
    render(
      <DescriptionList
        writeText={writeText}
        copyLabel={(term) => `复制${term}`}
        items={[{ term: '服务地址', description: 'a:1', copyValue: 'a:1' }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '复制服务地址' }));
    expect(writeText).toHaveBeenCalledWith('a:1');
  });

  it('takes a copy label per item when the term is not text', () => {
    render(
      <DescriptionList
        items={[{ term: <b>ID</b>, description: 'x', copyValue: 'x', copyLabel: 'Copy the ID' }]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Copy the ID' })).toBeInTheDocument();
  });

  it('keeps the terms and says loading in place of each value while loading', () => {
    render(
      <DescriptionList
        loading
        loadingLabel="Loading"
        items={[{ term: 'Status', description: 'Active', copyValue: 'Active' }]}
      />,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Status');
    expect(screen.getByRole('definition')).toHaveTextContent('Loading');
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
