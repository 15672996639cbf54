/**
 * How this package's browser tests, stories and benches start Chromium: Debian's own build
 * (no Playwright browser download, TOOLCHAIN.md P20), headless-friendly flags, nothing phoning home.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The page settings of the Vitest browser projects. Reduced motion, as the visual suite uses: Vitest
 * keeps the last file's frame open until the whole run ends, and a story left with an endless
 * animation (a Skeleton's pulse) kept Chromium's compositor busy on half a core for the rest of
 * `npm test` (some 15 minutes of the server's suites, on a 2-core machine). Animations are looks,
 * which the screenshots judge, not the stories' tests.
 */
export const chromiumContextOptions = { reducedMotion: 'reduce' } as const;
