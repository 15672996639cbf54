// Screenshots of every story of the static Storybook build, light and dark, against committed
// baselines (playwright.visual.config.ts says how, and how to update them).
import { type Browser, type Page, expect, test as base } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  type StoryEntry,
  type Theme,
  baselineName,
  expectedBaselines,
  screenshotOrder,
  staleBaselines,
  storyEntries,
} from './stories.ts';

const stories = storyEntries(readFileSync('storybook-static/index.json', 'utf8'));

/** A worker's page and what it has loaded: the title and theme of the preview now in it. */
interface StoryViewer {
  page: Page;
  loaded?: { title: string; theme: Theme };
}

// One browser page per worker. A story of another title or theme is a full load of iframe.html;
// the next story of the same title and theme is switched to inside the loaded preview, as
// Storybook's UI does (`setCurrentStory`), which unmounts the last story first. The switch took
// about 136 ms where a load took 300 (2026-12-02). Playwright starts a new worker, and so a new
// page, after any failed test, so a story that failed never leaves its state to the next.
const test = base.extend<object, { viewer: StoryViewer }>({
  viewer: [
    async ({ browser }: { browser: Browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
        baseURL: test.info().project.use.baseURL,
      });
      const page = await context.newPage();
      await page.addInitScript(recordPlayFailures);
      await use({ page });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

type PlayFailures = { __visualPlayFailures?: string[] };

/**
 * Runs in the page before Storybook: keeps the message of every play function that threw. Storybook
 * catches a play's exception, logs it and still reaches the `finished` phase with the story drawn as
 * far as the play got, so without this a failed play would be screenshotted (and its baseline
 * accepted) as if it had passed. The channel is the preview's global slot, set once at start.
 */
function recordPlayFailures(): void {
  const failures: string[] = [];
  (window as unknown as PlayFailures).__visualPlayFailures = failures;
  let channel: unknown;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: { on(event: string, listener: (error: { message?: string }) => void): void }) => {
      channel = next;
      next.on('playFunctionThrewException', (error) => failures.push(error.message ?? 'unknown'));
    },
  });
}

/**
 * Opens a story with the theme forced through Storybook's globals and waits until it is still:
 * loaded afresh, or switched to inside the preview when it shows the same title and theme.
 */
async function openStory(viewer: StoryViewer, story: StoryEntry, theme: Theme): Promise<void> {
  const { page } = viewer;
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  if (viewer.loaded?.title === story.title && viewer.loaded.theme === theme) {
    await page.evaluate((storyId) => {
      const global = window as unknown as PlayFailures & {
        __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, selection: object): void };
      };
      // What a load would reset: the last story's play failures (it passed) and the scroll.
      global.__visualPlayFailures?.splice(0);
      window.scrollTo(0, 0);
      global.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
  } else {
    // `a11y.manual` keeps the a11y addon from running axe after every render: the storybook Vitest
    // project already runs it on every story, and here it only delayed the `finished` phase (the
    // whole run took 180 s instead of 240 s on 2026-12-02).
    await page.goto(
      `/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
    );
    viewer.loaded = { title: story.title, theme };
  }
  // This story rendered, its play function (if any) done, afterEach done: the last render phase.
  await page.waitForFunction((storyId) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
      }
    ).__STORYBOOK_PREVIEW__;
    return preview?.currentRender?.id === storyId && preview.currentRender.phase === 'finished';
  }, story.id);
  // Something to look at: the story's root content, or (for stories that open a dialog from the
  // start and render nothing else) the portal Radix puts beside the root. A few stories render
  // nothing on purpose (NoticeBanner / Hidden When Dismissed Today), hence the short bound: the
  // render has finished either way, this only lets portals mounted by effects appear.
  await page
    .waitForFunction(
      () =>
        (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 ||
        document.querySelector('[role="dialog"], [role="alertdialog"]') !== null,
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  page.off('pageerror', onError);
  expect(errors, 'errors thrown while the story rendered').toEqual([]);
  const playFailures = await page.evaluate(
    () => (window as unknown as PlayFailures).__visualPlayFailures ?? [],
  );
  // The messages go in the title too: a log cut to its summary then says which check failed.
  expect(playFailures, `the story's play function failed: ${playFailures.join(' | ')}`).toEqual([]);
  await expect(
    page.locator('body'),
    'Storybook shows an error instead of the story',
  ).not.toHaveClass(/sb-show-errordisplay/);
  // The URL's theme reaches the decorator unless the story pins its own (`globals: { theme }`,
  // as DrawerOpenDark does); then both screenshots show the pinned theme.
  const shown = await page.evaluate(() => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: {
          currentRender?: { story?: { storyGlobals?: Record<string, unknown> } };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    return {
      pinned: preview?.currentRender?.story?.storyGlobals?.['theme'],
      dark: document.documentElement.classList.contains('dark'),
    };
  });
  const expectedTheme = typeof shown.pinned === 'string' ? shown.pinned : theme;
  expect(shown.dark, 'the theme global reached the decorator').toBe(expectedTheme === 'dark');
}

test('every baseline belongs to a story (npm run visual:update removes stale ones)', () => {
  expect(staleBaselines(expectedBaselines(stories))).toEqual([]);
});

for (const { story, theme } of screenshotOrder(stories)) {
  test(`${story.title} / ${story.name} (${theme})`, async ({ viewer }) => {
    await openStory(viewer, story, theme);
    await expect(viewer.page).toHaveScreenshot(baselineName(story.id, theme));
  });
}
