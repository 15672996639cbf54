// The arrows of docs/architecture.md, checked by `npm run lint` (dependency-cruiser): which package may
// import which, through which entry, and which layer may import which inside the server and the
// console. Each rule's name and comment is what a failing check prints, so they say what to do.
// Tests, stories, benchmarks and build scripts are left out: they may reach wherever they test.

/** A package's source folder, as a path pattern. */
const src = (name) => `^packages/${name}/src/`;
/** What a package may be imported through: its package.json `exports` (kept in step by hand). */
const entries = {
  validation: '(index|messages)\\.ts$',
  contract: '(index|wire)\\.ts$',
  ui: '(index\\.ts|styles\\.css)$',
};

/** Package arrows: validation <- contract <- server; validation <- ui <- console; contract <- console. */
const packageArrows = [
  ['validation', ['contract', 'ui', 'server', 'console']],
  ['contract', ['ui', 'server', 'console']],
  ['ui', ['contract', 'server', 'console']],
  ['server', ['ui', 'console']],
  ['console', ['server']],
].map(([from, forbidden]) => ({
  name: `package-arrow-${from}`,
  comment: `@quiver/${from} may not import ${forbidden.map((name) => `@quiver/${name}`).join(', ')} (docs/architecture.md: dependencies point one way)`,
  severity: 'error',
  from: { path: src(from) },
  to: { path: `^packages/(${forbidden.join('|')})/` },
}));

/** Another package is reached only through its published entry points, never its internals. */
const publicEntries = Object.entries(entries).map(([name, entry]) => ({
  name: `entry-only-${name}`,
  comment: `import @quiver/${name} by its package name (its package.json exports), not a file inside its src/`,
  severity: 'error',
  from: { path: '^packages/', pathNot: src(name) },
  to: { path: src(name), pathNot: `${src(name)}${entry}` },
}));

/** A layer rule: files in `from` may not import files in any of `to`. */
const layer = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
});

const consoleSrc = '^packages/console/src/';
const consoleLayers = [
  layer(
    'console-app-is-the-top',
    'nothing in the console imports app/ (the composition root) but main.tsx and prerender.tsx',
    `${consoleSrc}(routes|features|data|lib|i18n)/`,
    `${consoleSrc}app/`,
  ),
  layer(
    'console-routes-only-from-app',
    'only app/ imports routes/ (the thin route modules)',
    `${consoleSrc}(features|data|lib|i18n)/`,
    `${consoleSrc}routes/`,
  ),
  layer(
    'console-data-knows-no-screen',
    'data/ (one hook per endpoint) imports lib/ and other data/ only, never features/',
    `${consoleSrc}(data|lib|i18n)/`,
    `${consoleSrc}features/`,
  ),
  layer(
    'console-lib-below-data',
    'lib/ stands below data/: it may not import data/',
    `${consoleSrc}(lib|i18n)/`,
    `${consoleSrc}data/`,
  ),
  layer(
    'console-i18n-imports-nothing',
    'i18n/ imports nothing of the console',
    `${consoleSrc}i18n/`,
    `${consoleSrc}(?!i18n/)`,
  ),
];

const serverSrc = '^packages/server/src/';
/** The composition root: the files that build the app, wire the services and start the process. */
const composition = `${serverSrc}(app|services|route-table|boot|main|admin|index|lock|engine-host|processes)\\.ts$`;
const serverLayers = [
  {
    name: 'server-drizzle-only-in-repositories',
    comment:
      'a query belongs in the module repo.ts (the job queue and the catalogue: store.ts) or db/; services hold rules only',
    severity: 'error',
    from: { path: serverSrc, pathNot: [`${serverSrc}db/`, '(repo|store)\\.ts$'] },
    to: { path: ['^(node_modules/)?drizzle-orm', `${serverSrc}db/schema`] },
  },
  {
    name: 'server-no-other-modules-internals',
    comment: 'a module uses another module through its service, never its routes, repo or store',
    severity: 'error',
    from: { path: `${serverSrc}modules/([^/]+)/` },
    to: {
      path: `${serverSrc}modules/([^/]+)/(routes|repo|store)\\.ts$`,
      pathNot: `${serverSrc}modules/$1/`,
    },
  },
  {
    name: 'server-repositories-only-from-their-layer',
    comment:
      'outside the modules and the job queue only the composition root reaches a repo or store',
    severity: 'error',
    from: { path: serverSrc, pathNot: [`${serverSrc}modules/`, `${serverSrc}jobs/`, composition] },
    to: { path: `${serverSrc}.*(repo|store)\\.ts$` },
  },
  {
    name: 'server-routes-only-from-composition',
    comment: 'route-table.ts gathers the routes; nothing else imports a routes.ts',
    severity: 'error',
    from: { path: serverSrc, pathNot: composition },
    to: { path: `${serverSrc}modules/[^/]+/routes\\.ts$` },
  },
  {
    name: 'server-only-routes-use-http',
    comment: 'services, repos and views never import the transport (src/http/)',
    severity: 'error',
    from: { path: `${serverSrc}modules/`, pathNot: 'routes\\.ts$' },
    to: { path: `${serverSrc}http/` },
  },
  {
    name: 'server-routes-are-thin',
    comment:
      'a routes.ts parses, calls one service function and answers: no db, jobs, engine, lib, repo or store',
    severity: 'error',
    from: { path: `${serverSrc}modules/[^/]+/routes\\.ts$` },
    to: { path: `${serverSrc}((db|jobs|engine|lib)/|.*(repo|store)\\.ts$)` },
  },
  layer(
    'server-modules-below-composition',
    'nothing in modules/ imports the composition root (app, services, route-table, boot, main, admin)',
    `${serverSrc}modules/`,
    composition,
  ),
  layer(
    'server-lower-layers-below-modules',
    'providers, engine, jobs, lib and db know nothing of modules, http or the composition root',
    `${serverSrc}(providers|engine|jobs|lib|db)/`,
    `(${serverSrc}(modules|http)/)|(${composition})`,
  ),
  {
    name: 'server-http-below-composition',
    comment:
      'the transport may name the Services type (type-only), nothing more of the composition root',
    severity: 'error',
    from: { path: `${serverSrc}http/` },
    to: { path: composition, dependencyTypesNot: ['type-only'] },
  },
  layer(
    'server-lib-is-a-leaf',
    'src/lib/ imports nothing else of the server',
    `${serverSrc}lib/`,
    `${serverSrc}(?!lib/)`,
  ),
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'an import cycle: break it (move what both sides need into a module of its own)',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...packageArrows,
    ...publicEntries,
    ...consoleLayers,
    ...serverLayers,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(\\.(test|stories|browser\\.test|types\\.test|visual\\.test)\\.tsx?$)|(^packages/[^/]+/(test|e2e|bench|build|scripts)/)|(story-helpers\\.tsx$)',
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
