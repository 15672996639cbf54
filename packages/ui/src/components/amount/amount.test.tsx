import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from './amount';

describe('Amount', () => {
  it('shows a total with two decimals and no extra spoken form', () => {
    const { container } = render(<Amount value={832_200_000} />);
    expect(container.textContent).toBe('$832.20');
    expect(container.firstElementChild).toHaveAttribute('data-value', '832200000');
  });

  it('shows a unit price per hour with four decimals and says "per hour"', () => {
    render(<Amount value={1_140_000} kind="unit-price" />);
    expect(screen.getByText('$1.1400/hr')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('$1.1400 per hour')).toHaveClass('sr-only');
  });

  it('spells out tiny and negative amounts for screen readers', () => {
    render(<Amount value={-3_000} />);
    expect(screen.getByText('-<$0.01')).toBeInTheDocument();
    expect(screen.getByText('minus less than $0.01')).toBeInTheDocument();
  });

  it('marks credits so they can be coloured, unless the tone is plain', () => {
    const { container, rerender } = render(<Amount value={-5_000_000} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-negative');
    expect(root?.className).toContain('data-[negative]:text-success-text');
    rerender(<Amount value={-5_000_000} tone="plain" />);
    expect(container.firstElementChild?.className).not.toContain('text-success-text');
  });

  it('takes translated words for the spoken form', () => {
    render(
      <Amount value={50} kind="unit-price" per="/h" perLabel="pro Stunde" lessThanLabel="unter" />,
    );
    expect(screen.getByText('unter $0.0001 pro Stunde')).toBeInTheDocument();
    expect(screen.getByText('<$0.0001/h')).toBeInTheDocument();
  });
});
