// Which screenshots exist: the stories of the Storybook build that are tagged 'test' (a story opts
// out with tags: ['!test']), each in both themes. Shared by the spec and visual/prune-baselines.mjs.
// Stories tagged 'no-visual' are skipped: the MatrixDark stories pin the dark theme so that the
// storybook test project (which runs in light only) checks them with axe in dark; their screenshots
// would repeat the dark screenshot of the Matrix story they copy.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const screenshotDir = join(import.meta.dirname, '__screenshots__');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
  tags?: string[];
}

/** Story entries of storybook-static/index.json, sorted by id so workers split them stably. */
export function storyEntries(indexJson: string): StoryEntry[] {
  const index = JSON.parse(indexJson) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter(
      ({ type, tags = [] }) =>
        type === 'story' && tags.includes('test') && !tags.includes('no-visual'),
    )
    .map(({ id, title, name }) => ({ id, title, name }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export interface Screenshot {
  story: StoryEntry;
  theme: Theme;
}

/**
 * The screenshots in the order they are taken: each story file (title) in one theme, then in the
 * other. Consecutive screenshots of one title and theme can share a loaded page (the spec switches
 * stories inside it, as Storybook's own UI does), so this order loads the preview about once per
 * title and theme instead of once per screenshot.
 */
export function screenshotOrder(stories: readonly StoryEntry[]): Screenshot[] {
  const byTitle = new Map<string, StoryEntry[]>();
  for (const story of stories) {
    const group = byTitle.get(story.title) ?? [];
    group.push(story);
    byTitle.set(story.title, group);
  }
  return [...byTitle.values()].flatMap((group) =>
    themes.flatMap((theme) => group.map((story) => ({ story, theme }))),
  );
}

/** One flat folder: Playwright turns path separators in a screenshot name into dashes anyway. */
export function baselineName(storyId: string, theme: Theme): string {
  return `${theme}-${storyId}.png`;
}

export function expectedBaselines(stories: readonly StoryEntry[]): Set<string> {
  return new Set(stories.flatMap((story) => themes.map((theme) => baselineName(story.id, theme))));
}

/** Committed baseline files that no story produces any more (relative to __screenshots__). */
export function staleBaselines(expected: ReadonlySet<string>): string[] {
  let files: string[];
  try {
    files = readdirSync(screenshotDir, { encoding: 'utf8' });
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith('.png') && !/-(actual|diff)\.png$/.test(file))
    .filter((file) => !expected.has(file))
    .sort();
}
