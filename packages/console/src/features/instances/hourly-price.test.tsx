import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { HourlyPrice } from './hourly-price.tsx';

describe('HourlyPrice', () => {
  it('shows a charged price as a unit price per hour', async () => {
    const { container } = renderWithProviders(
      <HourlyPrice micros={1_140_000} listMicros={1_140_000} />,
    );
    await waitFor(() => expect(container).toHaveTextContent('$1.1400'));
    expect(container).not.toHaveTextContent('Free');
  });

  it('shows the free tier as Free, with its list price beside it', async () => {
    renderWithProviders(<HourlyPrice micros={0} listMicros={610_000} />);
    expect(await screen.findByText(/Free/)).toBeVisible();
    expect(screen.getByText(/list price/)).toHaveTextContent('$0.6100');
  });

  it('shows a free resource without a list price (a free cluster) as Free alone', async () => {
    const { container } = renderWithProviders(<HourlyPrice micros={0} free />);
    await waitFor(() => expect(container).toHaveTextContent(/^Free$/));
  });

  it('shows a price of nothing without a list price as $0.0000', async () => {
    const { container } = renderWithProviders(<HourlyPrice micros={0} />);
    await waitFor(() => expect(container).toHaveTextContent('$0.0000'));
    expect(container).not.toHaveTextContent('Free');
  });
});
