// The render benchmark page: each scenario renders once into an empty root; the time runs from
// the render call to after the browser has laid out and painted the result.
import '../../src/styles.css';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { Badge, Button, MetricChart, Table, type TableColumn } from '../../src/index.ts';
import type { MetricPoint } from '../../src/components/metric-chart/metric-data.ts';
import { sampleMetricSeries } from '../../src/components/metric-chart/sample-metrics.ts';

interface InstanceRow {
  id: string;
  name: string;
  status: string;
  region: string;
  size: string;
  created: string;
}

const statuses = ['Active', 'Stopped', 'Starting', 'Backing up', 'Error'];
const regions = ['us-east-1', 'eu-west-1', 'ap-southeast-1'];
const sizes = ['2 vCPU, 8 GB', '4 vCPU, 16 GB', '16 vCPU, 64 GB'];

function tableRows(): InstanceRow[] {
  return Array.from({ length: 10_000 }, (_, i) => ({
    id: String(i),
    name: `graph-${String(i).padStart(5, '0')}`,
    status: statuses[i % statuses.length] as string,
    region: regions[i % regions.length] as string,
    size: sizes[i % sizes.length] as string,
    created: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().slice(0, 16),
  }));
}

const columns: TableColumn<InstanceRow>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'status', header: 'Status', cell: (r) => r.status, sortValue: (r) => r.status },
  { id: 'region', header: 'Region', cell: (r) => r.region },
  { id: 'size', header: 'Size', cell: (r) => r.size },
  { id: 'created', header: 'Created', cell: (r) => r.created, sortValue: (r) => r.created },
];

/** The baseline table: every row in the DOM, same columns and cells, same scroll box. */
function NaiveTable({ rows }: { rows: InstanceRow[] }) {
  return (
    <div style={{ maxHeight: '32rem', overflow: 'auto' }}>
      <table className="w-full table-fixed border-collapse text-sm">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} className="px-4 text-left">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} style={{ height: 48 }} className="border-b border-border">
              {columns.map((c) => (
                <td key={c.id} className="truncate px-4">
                  {c.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The baseline chart: the same scales, axes and threshold, every one of the 3 × 10,080 points drawn. */
function NaiveChart({ series }: { series: ReturnType<typeof sampleMetricSeries> }) {
  const width = 928;
  const height = 240;
  const margin = { top: 12, right: 16, bottom: 28, left: 44 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const first = series[0]?.points[0]?.time ?? 0;
  const last = series[0]?.points.at(-1)?.time ?? 1;
  const x = scaleUtc({ domain: [new Date(first), new Date(last)], range: [0, innerWidth] });
  const y = scaleLinear({ domain: [0, 100], range: [innerHeight, 0] });
  const colors = ['var(--primary)', 'var(--progress)', 'var(--warning-text)'];
  return (
    <svg width={width} height={height}>
      <Group left={margin.left} top={margin.top}>
        {series.map((s, i) => (
          <LinePath<MetricPoint>
            key={s.id}
            data={s.points as MetricPoint[]}
            x={(p) => x(new Date(p.time))}
            y={(p) => y(p.value)}
            stroke={colors[i]}
            strokeWidth={1.5}
            fill="none"
          />
        ))}
        <Line from={{ x: 0, y: y(80) }} to={{ x: innerWidth, y: y(80) }} stroke="var(--danger)" />
      </Group>
      <AxisLeft left={margin.left} top={margin.top} scale={y} numTicks={4} />
      <AxisBottom left={margin.left} top={margin.top + innerHeight} scale={x} numTicks={10} />
    </svg>
  );
}

/** Each scenario prepares its data (not timed) and returns what to render (timed). */
const scenarios: Record<string, () => ReactNode> = {
  'table-virtualised': () => {
    const rows = tableRows();
    return <Table label="Instances" columns={columns} rows={rows} getRowId={(r) => r.id} />;
  },
  'table-naive': () => <NaiveTable rows={tableRows()} />,
  'chart-decimated': () => {
    const series = sampleMetricSeries();
    return <MetricChart title="Usage" series={series} timeZone="UTC" threshold={80} />;
  },
  'chart-naive': () => <NaiveChart series={sampleMetricSeries()} />,
};

/** Resolves after the next frame has been painted (a task queued from rAF runs after paint). */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

/** What one scroll step cost: the scroll position set, to after the next frame was painted. */
export interface ScrollSteps {
  /** Milliseconds of each step, in order. */
  steps: number[];
  /** Rows in the DOM after the last step (a virtual window stays small). */
  domRows: number;
}

declare global {
  interface Window {
    benchReady?: boolean;
    runBench?: (name: string) => Promise<{ ms: number; domRows: number; pathPoints: number }>;
    /**
     * Renders `name` (untimed), then scrolls its scroll box `steps` times by one box height and
     * times each step from setting `scrollTop` to after the next painted frame (the scroll event,
     * any re-render it causes, layout and paint).
     */
    runScroll?: (name: string, steps: number) => Promise<ScrollSteps>;
  }
}

/** Scrolls the first scrollable box under `container` by its height, `steps` times, timing each. */
async function scrollSteps(container: HTMLElement, steps: number): Promise<number[]> {
  const box = [container, ...container.querySelectorAll<HTMLElement>('*')].find(
    (element) => element.scrollHeight > element.clientHeight + 1,
  );
  if (!box) throw new Error('Nothing to scroll');
  const times: number[] = [];
  for (let step = 0; step < steps; step += 1) {
    await afterPaint();
    const start = performance.now();
    box.scrollTop += box.clientHeight;
    await afterPaint();
    times.push(performance.now() - start);
  }
  return times;
}

window.runScroll = async (name, steps) => {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`Unknown scenario ${name}`);
  const container = document.getElementById('bench-root') as HTMLElement;
  const root = createRoot(container);
  flushSync(() => root.render(scenario()));
  (globalThis as { gc?: () => void }).gc?.();
  const times = await scrollSteps(container, steps);
  return { steps: times, domRows: container.querySelectorAll('tbody tr').length };
};

window.runBench = async (name) => {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`Unknown scenario ${name}`);
  // Warm-up, identical for every scenario: a first React render and the first class merges
  // (cn's cache starts empty) are one-off page start-up costs, not the cost of rendering a table
  // or a chart.
  const warmUp = document.createElement('div');
  document.body.append(warmUp);
  const warmRoot = createRoot(warmUp);
  flushSync(() =>
    warmRoot.render(
      <>
        <Button>Warm up</Button>
        <Badge tone="success">Active</Badge>
      </>,
    ),
  );
  warmRoot.unmount();
  warmUp.remove();

  const element = scenario();
  const container = document.getElementById('bench-root') as HTMLElement;
  (globalThis as { gc?: () => void }).gc?.();
  await afterPaint();
  const start = performance.now();
  const root = createRoot(container);
  flushSync(() => root.render(element));
  // Force style and layout now, then wait for the paint.
  void container.getBoundingClientRect().height;
  await afterPaint();
  const ms = performance.now() - start;
  const pathPoints = [...container.querySelectorAll('path')].reduce(
    (sum, path) => sum + ((path.getAttribute('d') ?? '').match(/[ML]/g)?.length ?? 0),
    0,
  );
  return { ms, domRows: container.querySelectorAll('tbody tr').length, pathPoints };
};
window.benchReady = true;
