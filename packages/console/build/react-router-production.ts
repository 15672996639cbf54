import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The file of React Router's production build that stands for `specifier` (`react-router`,
 * `react-router/dom`). The package exports its development build only (upstream issues
 * remix-run/react-router#12532 and #14102); the production twin sits beside it under
 * `dist/production`. Throws when there is none: a later React Router may lay out its files
 * otherwise, and the build should then fail rather than guess.
 */
export function productionTwin(specifier: string): string {
  const development = fileURLToPath(import.meta.resolve(specifier));
  const twin = development.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
  if (twin === development || !existsSync(twin)) {
    throw new Error(`react-router production build: no twin of ${development}`);
  }
  return twin;
}

/**
 * React Router's production build in the console's build. The development build the package
 * exports differs from it by one flag, `ENABLE_DEV_WARNINGS = true`: developer warnings, and the
 * checks and messages behind them (some built on every render of the routes), shipped to and run in
 * every customer's browser. The build resolves both entries the console imports to their twins;
 * `vite dev` and the tests keep the warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'quiver:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: productionTwin('react-router') },
          { find: /^react-router\/dom$/, replacement: productionTwin('react-router/dom') },
        ],
      },
    }),
  };
}
