// Runs before the app's modules (a deferred classic script ahead of the module entry in index.html).
// zod builds fast object parsers with `new Function` after probing whether eval is allowed; the
// server's CSP has no 'unsafe-eval', so that probe was reported as a `script-src` violation on every
// page load. zod reads this shared setting when its first module loads; with `jitless` it neither
// probes nor compiles (the interpreted parser is plenty for the console's small answers). It cannot
// be set from the app's own code: the bundler runs the chunks that build schemas before it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
