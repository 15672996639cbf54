import type { MetricPoint } from './metric-data.ts';

export interface MetricChartLegendItem {
  id: string;
  label: string;
  color: string;
  points: readonly MetricPoint[];
}

interface MetricChartLegendProps {
  /** Accessible name of the list. */
  label: string;
  items: readonly MetricChartLegendItem[];
  formatValue: (value: number) => string;
}

/** The series with their colour and latest value, beside the title. */
export function MetricChartLegend({ label, items, formatValue }: MetricChartLegendProps) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-fg">
      {items.map((item) => {
        const latest = item.points.at(-1);
        return (
          <li key={item.id} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="h-0.5 w-3 rounded-full"
              style={{ background: item.color }}
            />
            <span className="text-surface-fg">{item.label}</span>
            <span>{latest ? formatValue(latest.value) : '–'}</span>
          </li>
        );
      })}
    </ul>
  );
}
