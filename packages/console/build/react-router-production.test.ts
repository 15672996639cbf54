import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionTwin, shakeableReactRouter } from './react-router-production.ts';

describe('productionTwin', () => {
  it.each(['react-router', 'react-router/dom'])(
    'finds the production build of %s beside the development one the package exports',
    (specifier) => {
      const twin = productionTwin(specifier);
      expect(twin).toMatch(/[\\/]dist[\\/]production[\\/]/);
      expect(twin).not.toMatch(/[\\/]dist[\\/]development[\\/]/);
    },
  );

  it("resolves to code built without React Router's developer warnings", () => {
    const folder = dirname(productionTwin('react-router'));
    const flags = readdirSync(folder)
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) => [
        ...readFileSync(join(folder, file), 'utf8').matchAll(/ENABLE_DEV_WARNINGS = (\w+);/g),
      ])
      .map((match) => match[1]);
    expect(flags).toContain('false');
    expect(flags).not.toContain('true');
  });

  it('refuses a package it cannot find a production twin for', () => {
    expect(() => productionTwin('react')).toThrow(/no twin of/);
  });
});

describe('shakeableReactRouter', () => {
  const folder = dirname(productionTwin('react-router'));
  const sources = readdirSync(folder)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(folder, file), 'utf8'));

  it("marks React Router's link and form components pure and drops their displayName writes", () => {
    const shaken = sources.map((code) => shakeableReactRouter(code).toString()).join('\n');
    for (const component of ['Link', 'NavLink', 'Form']) {
      // A later React Router that declares them otherwise fails here instead of growing the bundle.
      expect(shaken).toMatch(
        new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'),
      );
    }
    expect(shaken).not.toMatch(/^[A-Za-z_$][\w$]*\.displayName = /m);
  });

  it('keeps every line where it was, so the source map stays exact', () => {
    for (const code of sources) {
      expect(shakeableReactRouter(code).toString().split('\n')).toHaveLength(
        code.split('\n').length,
      );
    }
  });

  it('leaves other property writes and calls alone', () => {
    const code = 'var a = React.createContext(null);\na.value = 1;\nfoo.displayName = bar;\n';
    expect(shakeableReactRouter(code).toString()).toBe(code);
  });
});
