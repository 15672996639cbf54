import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BothThemes } from '../../lib/story-helpers.tsx';
import { Button } from '../button/button.tsx';
import type { LogLine } from './log-lines.ts';
import { LogViewer, type LogViewerProps } from './log-viewer.tsx';
import { sampleLogLines } from './sample-logs.ts';

const fiveHundred = sampleLogLines(500);
const tenThousand = sampleLogLines(10_000);

const meta = {
  title: 'Domain/LogViewer',
  component: LogViewer,
  args: {
    lines: fiveHundred,
    timeZone: 'UTC',
    height: '18rem',
    onLevelChange: fn(),
    onWrapLinesChange: fn(),
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'An instance log: level filter 1–4 (FATAL, WARNING, INFO, DEBUG; level N shows severities 1..N), monospace lines, a virtualised list (only visible lines are in the DOM), and tail following: at the bottom it follows new lines; scrolled up it holds still and offers "Jump to latest". "Wrap lines" (off by default; `wrapLines`, `defaultWrapLines`) wraps long lines within the box instead of scrolling it sideways, for narrow screens and high zoom.',
      },
    },
  },
} satisfies Meta<typeof LogViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const atBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= 30;

export const Default: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Instance log' });
    // Starts at the newest line.
    await waitFor(() => expect(atBottom(log)).toBe(true));
    await expect(log).toHaveTextContent(/Checkpoint written|Connection accepted|Query finished/);
  },
};

export const TenThousandLines: Story = {
  args: { lines: tenThousand },
  play: async ({ canvas, canvasElement }) => {
    const log = canvas.getByRole('log');
    // Both inside the wait: the rows follow the scroll a render later (the virtualiser hears the
    // scroll event, then renders the last rows), which a loaded machine can stretch.
    await waitFor(() => {
      expect(atBottom(log)).toBe(true);
      const rendered = canvasElement.querySelectorAll('[data-slot="log-line"]');
      expect(rendered.length).toBeGreaterThan(10);
      expect(rendered.length).toBeLessThan(100);
      // The newest line (the 10,000th, a second per line from 08:00) is drawn: the rows are the
      // tail's, not the first screenful's left behind by a scroll the virtualiser has not seen.
      expect(rendered[rendered.length - 1]).toHaveTextContent('10:46:39');
    });
  },
};

export const FilterByLevel: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Level'), '2 – WARNING');
    await expect(args.onLevelChange).toHaveBeenCalledWith(2);
    const levels = [...canvasElement.querySelectorAll('[data-slot="log-line"]')].map((line) =>
      line.getAttribute('data-level'),
    );
    await expect(levels.length).toBeGreaterThan(0);
    await expect(levels.every((level) => level === 'FATAL' || level === 'WARNING')).toBe(true);
  },
};

export const Empty: Story = { args: { lines: [] } };

export const NothingAtLevel: Story = {
  args: {
    lines: [{ id: 1, time: Date.UTC(2026, 10, 22), level: 4, message: 'GC pause 3 ms' }],
    defaultLevel: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No lines at level 1 (FATAL) or more severe.')).toBeVisible();
  },
};

function StreamingLog(args: LogViewerProps) {
  const [lines, setLines] = useState<readonly LogLine[]>(args.lines);
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            setLines((current) => [...current, ...sampleLogLines(5, { firstId: current.length })])
          }
        >
          Receive 5 lines
        </Button>
      </div>
      <LogViewer {...args} lines={lines} />
    </div>
  );
}

/** New lines arrive: followed at the bottom; after scrolling up, held still with a jump button. */
export const FollowsTheTail: Story = {
  render: (args) => <StreamingLog {...args} />,
  play: async ({ canvas, userEvent }) => {
    const log = canvas.getByRole('log');
    const receive = canvas.getByRole('button', { name: 'Receive 5 lines' });
    await waitFor(() => expect(atBottom(log)).toBe(true));
    await userEvent.click(receive);
    await waitFor(() => expect(atBottom(log)).toBe(true));
    await expect(canvas.queryByRole('button', { name: /jump to latest/i })).not.toBeInTheDocument();

    // Scroll up: following stops, new lines do not move the view.
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    const jump = await canvas.findByRole('button', { name: /jump to latest/i });
    await userEvent.click(receive);
    await expect(log.scrollTop).toBe(0);
    await expect(jump).toHaveAccessibleName('Jump to latest (5 new lines)');

    await userEvent.click(jump);
    await waitFor(() => expect(atBottom(log)).toBe(true));
    await expect(log).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /jump to latest/i })).not.toBeInTheDocument();
  },
};

// Long messages, one of them a single unbreakable run (a URL), the newest one long too.
const longMessage = (id: number) =>
  id % 2 === 0
    ? `Slow query (2,417 ms) from 203.0.113.7: MATCH (a:Person)-[:KNOWS*1..4]->(b:Person) WHERE a.name = "Ada" RETURN count(b)`
    : `Backup "nightly" uploaded to https://backups.example.com/instances/inst-1/${'0123456789abcdef'.repeat(3)}.tar`;
const withLongLines = sampleLogLines(60).map((line) =>
  Number(line.id) % 4 === 3 || line.id === 59
    ? { ...line, message: longMessage(Number(line.id)) }
    : line,
);

/**
 * A phone-wide log (20rem, as a 1280 px window at 400 % zoom) with long messages: turned on, "Wrap
 * lines" wraps each line within the box (time and level first, the message continuing under them),
 * so nothing scrolls sideways, and the view still ends at the newest line.
 */
export const WrapLines: Story = {
  args: { lines: withLongLines },
  render: (args) => (
    <div className="w-80">
      <LogViewer {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const log = canvas.getByRole('log');
    const wrap = canvas.getByRole('switch', { name: 'Wrap lines' });
    await expect(wrap).not.toBeChecked();
    await waitFor(() => expect(log.scrollWidth).toBeGreaterThan(log.clientWidth));

    await userEvent.click(canvas.getByText('Wrap lines'));
    await expect(wrap).toBeChecked();
    await expect(args.onWrapLinesChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => {
      expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
      expect(atBottom(log)).toBe(true);
      const rows = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="log-line"]')];
      const newest = rows.at(-1);
      // The newest line, long, is drawn wrapped on several rows of text at the bottom of the box.
      expect(newest).toHaveTextContent('08:00:59');
      expect(newest?.offsetHeight).toBeGreaterThan(20);
      expect(newest?.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        log.getBoundingClientRect().bottom + 1,
      );
    });
  },
};

/** Every level's colour, light and dark. */
export const Matrix: Story = {
  render: () => (
    <BothThemes className="flex-col">
      <LogViewer lines={sampleLogLines(12, { firstId: 90 })} timeZone="UTC" height="16rem" />
    </BothThemes>
  ),
};
