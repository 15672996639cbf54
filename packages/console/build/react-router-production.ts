import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
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
    transform: {
      filter: { id: productionFile },
      handler(code, id) {
        const shaken = shakeableReactRouter(code);
        return { code: shaken.toString(), map: shaken.generateMap({ source: id, hires: true }) };
      },
    },
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

/** React Router's production files (`…/react-router/dist/production/…`). */
const productionFile = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/**
 * The code as the bundler can shake it: without its top-level `Name.displayName = "…";` statements,
 * and with its top-level `React.forwardRef(…)` and `React.memo(…)` calls marked pure. To the
 * bundler a property written at the top of a module, or a call it cannot see into, is a side
 * effect, so each one kept its component (and all that component uses) in the bundle whether the
 * console used it or not: `Form`, `NavLink`, and `Link` with its route-module prefetching. The
 * names only label components in React's developer tools; both calls only wrap a function.
 */
export function shakeableReactRouter(code: string): MagicString {
  const shaken = new MagicString(code);
  for (const statement of code.matchAll(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm)) {
    shaken.remove(statement.index, statement.index + statement[0].length);
  }
  for (const call of code.matchAll(
    /^var [A-Za-z_$][\w$]* = (?=React\d*\.(?:forwardRef|memo)\()/gm,
  )) {
    shaken.appendLeft(call.index + call[0].length, '/* @__PURE__ */ ');
  }
  return shaken;
}
