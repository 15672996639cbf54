import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../src/index.ts';
import * as wire from '../src/wire.ts';

const packagesDir = resolve(import.meta.dirname, '../..');

/** Where a workspace package's subpath export points (`@quiver/validation/messages`). */
function resolveWorkspace(specifier: string): string | undefined {
  const match = /^@quiver\/([\w-]+)(\/.*)?$/.exec(specifier);
  if (match === null) return undefined;
  const packageDir = resolve(packagesDir, match[1] ?? '');
  const manifest = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const target = manifest.exports[`.${match[2] ?? ''}`];
  return target === undefined ? undefined : resolve(packageDir, target);
}

/**
 * Every module the file loads at run time, and every bare package it names: static `import` and
 * `export ... from` statements, except `import type` and `export type`, which vanish when compiled.
 */
function runtimeGraph(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier = ''] of source.matchAll(
      /^(?:import|export)\s+(type\s+)?(?:[^;]*?\s+from\s+)?'([^']+)';/gm,
    )) {
      if (typeOnly !== undefined) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else {
        const workspaceFile = resolveWorkspace(specifier);
        if (workspaceFile === undefined) packages.add(specifier);
        else visit(workspaceFile);
      }
    }
  };
  visit(entry);
  return { modules, packages };
}

describe('@quiver/contract/wire', () => {
  it('loads no npm package at all (so no zod), only zod-free modules of this repo', () => {
    const { modules, packages } = runtimeGraph(resolve(import.meta.dirname, '../src/wire.ts'));
    expect([...packages]).toEqual([]);
    // The walk is real: it reaches the generated routes and validation's messages.
    const names = [...modules].map((file) => file.slice(packagesDir.length + 1));
    expect(names).toContain('contract/src/wire-routes.ts');
    expect(names).toContain('validation/src/messages.ts');
    expect(names).not.toContain('contract/src/auth.ts');
  });

  it('the graph walk sees a value import of zod where there is one', () => {
    const { packages } = runtimeGraph(resolve(import.meta.dirname, '../src/auth.ts'));
    expect(packages).toContain('zod');
  });

  it('has the route of every endpoint, equal to its definition', () => {
    const routeGroups = wire as unknown as Record<string, Record<string, unknown>>;
    for (const [groupName, group] of Object.entries(endpointGroups)) {
      const exportName = Object.keys(routeGroups).find(
        (name) => name.toLowerCase() === `${groupName.toLowerCase()}routes`,
      );
      expect(exportName, `routes of the ${groupName} group`).toBeDefined();
      const routes = routeGroups[exportName ?? ''];
      const expected = Object.fromEntries(
        Object.entries(group).map(([key, { id, method, path, auth, encoding }]) => [
          key,
          { id, method, path, auth, encoding },
        ]),
      );
      expect(routes, `${exportName} is stale: npm run generate:wire -w @quiver/contract`).toEqual(
        expected,
      );
    }
  });
});
