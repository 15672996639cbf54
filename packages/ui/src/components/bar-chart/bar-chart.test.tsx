import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart, type BarDatum } from './bar-chart.tsx';

const days: BarDatum[] = [
  { id: 'd1', label: '1', fullLabel: 'Mar 1', value: 2_500_000 },
  { id: 'd2', label: '2', fullLabel: 'Mar 2', value: 0 },
  { id: 'd3', label: '3', fullLabel: 'Mar 3', value: 4_000_000, tone: 'projected' },
];
const dollars = (micros: number) => `$${(micros / 1_000_000).toFixed(2)}`;

describe('BarChart', () => {
  it('is a figure named by its title and described by its summary, with the plot hidden', () => {
    const { container } = render(
      <BarChart
        title="Cost per day"
        data={days}
        width={300}
        formatValue={dollars}
        summary="So far $2.50."
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Cost per day' });
    expect(figure).toHaveAccessibleDescription('So far $2.50.');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[data-bar]')).toHaveLength(3);
    expect(container.querySelector('[data-bar="d3"]')).toHaveAttribute('data-tone', 'projected');
    expect(container.querySelector('[data-bar="d1"] title')).toHaveTextContent(
      'Mar 1: $2.50 (Actual)',
    );
  });

  it('opens a data table with every bar, its value and its kind', async () => {
    const user = userEvent.setup();
    render(
      <BarChart
        title="Cost per day"
        data={days}
        width={300}
        formatValue={dollars}
        tableHeaders={{ label: 'Day', value: 'Cost', tone: 'Kind' }}
        toneLabels={{ actual: 'So far', projected: 'Forecast' }}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Cost per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayCostKind',
      'Mar 1$2.50So far',
      'Mar 2$0.00So far',
      'Mar 3$4.00Forecast',
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide data table' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('stacks the projected rest of a day under way on what was measured, in the plot and the table', async () => {
    const user = userEvent.setup();
    const underWay: BarDatum[] = [
      { id: 'd1', label: '1', fullLabel: 'Mar 1', value: 2_500_000 },
      { id: 'd2', label: '2', fullLabel: 'Mar 2', value: 1_000_000, projectedRest: 3_000_000 },
    ];
    const { container } = render(
      <BarChart
        title="Cost per day"
        data={underWay}
        width={300}
        height={124}
        formatValue={dollars}
        toneLabels={{ actual: 'So far', projected: 'Forecast' }}
      />,
    );
    const bars = container.querySelectorAll('[data-bar="d2"] rect');
    expect(bars).toHaveLength(2);
    const [measured, rest] = [...bars].map((bar) => ({
      y: Number(bar.getAttribute('y')),
      height: Number(bar.getAttribute('height')),
    }));
    // Three times as tall as what ran, sitting right on top of it; the scale takes in the whole.
    expect(rest?.height).toBeCloseTo((measured?.height ?? 0) * 3, 5);
    expect((rest?.y ?? 0) + (rest?.height ?? 0)).toBeCloseTo(measured?.y ?? 0, 5);
    expect(container.querySelector('[data-bar="d2"] title')).toHaveTextContent(
      'Mar 2: $1.00 + $3.00 (So far + Forecast)',
    );
    // The legend shows both kinds, though no whole bar is projected.
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('So farForecast');
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CategoryValueKind',
      'Mar 1$2.50So far',
      'Mar 2$1.00 + $3.00So far + Forecast',
    ]);
  });

  it('says so when there is nothing to draw, and offers no table', () => {
    render(<BarChart title="Cost" data={[]} formatValue={dollars} emptyText="No cost yet." />);
    expect(screen.getByText('No cost yet.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
