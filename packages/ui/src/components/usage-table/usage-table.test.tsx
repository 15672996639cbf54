import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageTable, type UsageLine } from './usage-table';

const line = (id: string, totalMicros: number): UsageLine => ({
  id,
  chargeType: 'Instance',
  instanceName: `graph-${id}`,
  quantityHours: 1,
  unitPriceMicros: 1_140_000,
  configuration: 'Standard',
  totalMicros,
});

const sum = (container: HTMLElement) =>
  container.querySelector('[data-slot="usage-table-sum"] [data-slot="amount"]');

describe('UsageTable', () => {
  it('sums the server totals as integers (no floating-point drift)', () => {
    // 0.1 + 0.2 dollars ten times over: floating point would give 2.9999999999999996.
    const lines = Array.from({ length: 10 }, (_, i) => [
      line(`a${i}`, 100_000),
      line(`b${i}`, 200_000),
    ]).flat();
    const { container } = render(<UsageTable lines={lines} />);
    expect(sum(container)).toHaveAttribute('data-value', '3000000');
    expect(sum(container)).toHaveTextContent('$3.00');
  });

  it('shows a non-zero total under a cent as <$0.01', () => {
    const { container } = render(<UsageTable lines={[line('x', 8)]} />);
    expect(sum(container)).toHaveTextContent('<$0.01');
  });

  it('shows no sum while loading, on error or without lines', () => {
    for (const props of [{ loading: true }, { error: 'Failed' }, {}]) {
      const { container, unmount } = render(
        <UsageTable
          lines={'loading' in props || 'error' in props ? [line('x', 1)] : []}
          {...props}
        />,
      );
      expect(sum(container)).toBeNull();
      unmount();
    }
  });
});
