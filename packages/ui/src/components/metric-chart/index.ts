export { MetricChart, metricChartPalette } from './metric-chart.tsx';
export type { MetricChartProps } from './metric-chart.tsx';
export type { MetricPoint, MetricSeries } from './metric-data.ts';
