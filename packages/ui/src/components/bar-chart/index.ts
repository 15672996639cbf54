export { BarChart, barChartTones } from './bar-chart.tsx';
export type { BarChartHeaders, BarChartProps, BarChartTone, BarDatum } from './bar-chart.tsx';
