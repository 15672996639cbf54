// `npm run visual:update`, before Playwright rewrites baselines: delete the baselines of stories
// that no longer exist (renamed, removed, or tagged '!test'), so the folder holds exactly one light
// and one dark screenshot per story of the current Storybook build.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expectedBaselines, screenshotDir, staleBaselines, storyEntries } from './stories.ts';

const stories = storyEntries(readFileSync('storybook-static/index.json', 'utf8'));
const stale = staleBaselines(expectedBaselines(stories));
for (const file of stale) rmSync(join(screenshotDir, file));
process.stdout.write(
  `visual baselines: ${stories.length} stories; removed ${stale.length} stale` +
    (stale.length > 0 ? `:\n  ${stale.join('\n  ')}\n` : '\n'),
);
