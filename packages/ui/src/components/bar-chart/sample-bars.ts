import type { BarDatum } from './bar-chart.tsx';

/**
 * A month of daily costs in micro-dollars for stories and tests: deterministic, the first `today`
 * days measured, the rest projected at the last day's rate. With `todayUnderWay`, today is
 * measured up to mid-afternoon, the rest of the day projected on top of it.
 */
export function sampleMonthOfCosts(
  days = 31,
  today = 14,
  { todayUnderWay = false } = {},
): BarDatum[] {
  return Array.from({ length: days }, (_, index) => {
    const day = index + 1;
    const measured = day <= today;
    // A slow wave between about $20 and $40 a day, whole micro-dollars.
    const value = measured ? 20_000_000 + ((day * 7_919_000) % 20_000_000) : 27_360_000;
    const underWay = todayUnderWay && day === today;
    return {
      id: `2026-03-${String(day).padStart(2, '0')}`,
      label: String(day),
      fullLabel: underWay ? `Mar ${day}, 2026 (today, so far)` : `Mar ${day}, 2026`,
      // Until 15:00: 15 of the day's 24 hours at the projected rate ran, 9 are forecast.
      value: underWay ? 17_100_000 : value,
      tone: measured ? 'actual' : 'projected',
      ...(underWay ? { projectedRest: 10_260_000 } : {}),
    };
  });
}
