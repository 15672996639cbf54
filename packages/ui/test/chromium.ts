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
