import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionTwin } from './react-router-production.ts';

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
