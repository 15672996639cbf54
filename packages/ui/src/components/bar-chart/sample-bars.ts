import type { BarDatum } from './bar-chart.tsx';

/**
 * A month of daily costs in micro-dollars for stories and tests: deterministic, the first `today`
 * days measured, the rest projected at the last day's rate.
 */
export function sampleMonthOfCosts(days = 31, today = 14): BarDatum[] {
  return Array.from({ length: days }, (_, index) => {
    const day = index + 1;
    const measured = day <= today;
    // A slow wave between about $20 and $40 a day, whole micro-dollars.
    const value = measured ? 20_000_000 + ((day * 7_919_000) % 20_000_000) : 27_360_000;
    return {
      id: `2026-03-${String(day).padStart(2, '0')}`,
      label: String(day),
      fullLabel: `Mar ${day}, 2026`,
      value,
      tone: measured ? 'actual' : 'projected',
    };
  });
}
