// Export snapshot of @quiver/ui's public API: every name src/index.ts exports, values and types,
// sorted, compared with the committed index.exports.snapshot.txt. Adding, renaming or removing an
// export fails this test on purpose, so API changes are seen in review.
//
// Changing the snapshot needs a changeset (`npm run changeset`) with the right bump: an added export
// is minor, a removed or renamed one is major (deprecate first). Then refresh it with
//   npx vitest run --project ui-unit index.exports --update
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as publicApi from './index.ts';

// A path, not a URL object: in happy-dom the global URL is the DOM's, which fs does not accept.
const indexSource = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'index.ts'), 'utf8');

/** The names src/index.ts lists, read from its syntax so type-only exports count too. */
function declaredExports(): { values: string[]; types: string[] } {
  const file = ts.createSourceFile('index.ts', indexSource, ts.ScriptTarget.Latest);
  const values: string[] = [];
  const types: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const clause = statement.exportClause;
    // `export * from` would hide what is public; the index lists every export by name.
    if (clause === undefined || !ts.isNamedExports(clause)) {
      throw new Error(`src/index.ts: ${statement.getText(file)} is not a named export list`);
    }
    for (const element of clause.elements) {
      const isType = statement.isTypeOnly || element.isTypeOnly;
      (isType ? types : values).push(element.name.text);
    }
  }
  return { values, types };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

describe('@quiver/ui public exports', () => {
  it('lists each value export once, and each is really exported at run time', () => {
    const { values } = declaredExports();
    expect(new Set(values).size).toBe(values.length);
    expect(Object.keys(publicApi).sort(byName)).toEqual([...values].sort(byName));
    for (const name of values) {
      expect(publicApi[name as keyof typeof publicApi], name).toBeDefined();
    }
  });

  it('matches the committed snapshot (update it only with a changeset)', async () => {
    const { values, types } = declaredExports();
    const lines = [...values, ...types.map((name) => `type ${name}`)].sort((a, b) =>
      byName(a.replace(/^type /, ''), b.replace(/^type /, '')),
    );
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./index.exports.snapshot.txt');
  });
});
