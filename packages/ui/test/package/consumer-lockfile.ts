// A package-lock.json for the throw-away consumer app of the pack test, cut from the repository's
// own lockfile. Why: right after `npm ci` the npm cache holds every tarball the repository uses, but
// no registry metadata (npm ci never asks for it), so a plain `npm install` of the tarball would need
// the network to resolve version ranges. With a complete lockfile `npm ci --offline` installs exactly
// the versions the repository tested, from the cache alone.
import { readFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  optional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

interface Lockfile {
  name: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** The folder whose node_modules a lockfile key sits in: '' for the root. */
function parentLocation(key: string): string {
  const at = key.lastIndexOf('/node_modules/');
  if (at >= 0) return key.slice(0, at);
  return '';
}

/** Node's lookup: from `location`, walk up through every node_modules folder until `name` is found. */
function locate(
  packages: Lockfile['packages'],
  location: string,
  name: string,
): string | undefined {
  let current = location;
  for (;;) {
    const key = current === '' ? `node_modules/${name}` : `${current}/node_modules/${name}`;
    if (packages[key] !== undefined && packages[key].link !== true) return key;
    if (current === '') return undefined;
    current = current.startsWith('node_modules/') ? parentLocation(current) : '';
  }
}

/**
 * The repository's lockfile omits `resolved` for registry packages; without it npm would ask the
 * registry where the tarball is. The conventional URL lets it find the tarball in the cache by its
 * integrity instead (the URL is not fetched offline).
 */
function registryTarballUrl(key: string, entry: LockEntry): string {
  const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const basename = name.includes('/') ? name.slice(name.indexOf('/') + 1) : name;
  return `https://registry.npmjs.org/${name}/-/${basename}-${entry.version}.tgz`;
}

export interface ConsumerLockInput {
  repoLockfilePath: string;
  /** Packages the consumer installs from the registry, each resolved as the workspace `from` sees it. */
  registryDependencies: ReadonlyArray<{ name: string; from: string; dev?: boolean }>;
  /** Packed tarballs (`file:` specs) with the dependencies their package.json declares. */
  tarballs: ReadonlyArray<{
    name: string;
    version: string;
    file: string;
    from: string;
    dependencies: Record<string, string>;
    peerDependencies?: Record<string, string>;
  }>;
}

export interface ConsumerLock {
  lockfile: Lockfile;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * Every package the consumer needs, placed as node_modules/<name> (the repository hoists them; a
 * second version nested under a package stays nested under it). Fails on anything it cannot place.
 */
export function consumerLock(input: ConsumerLockInput): ConsumerLock {
  const repo = JSON.parse(readFileSync(input.repoLockfilePath, 'utf8')) as Lockfile;
  const packages: Record<string, LockEntry> = {};
  const dependencies: Record<string, string> = {};
  const devDependencies: Record<string, string> = {};

  // Repository key -> consumer key. Workspace-nested keys (packages/ui/node_modules/x) are hoisted.
  const placed = new Map<string, string>();
  const queue: Array<{ name: string; from: string; requiredBy: string }> = [];

  function consumerKey(repoKey: string): string {
    return repoKey.replace(/^packages\/[^/]+\//, '');
  }

  function enqueueDependenciesOf(entry: LockEntry, from: string, requiredBy: string): void {
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    for (const name of Object.keys(entry.dependencies ?? {}))
      queue.push({ name, from, requiredBy });
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      // Platform binaries for other systems are not in the repository's tree either.
      if (locate(repo.packages, from, name) !== undefined) queue.push({ name, from, requiredBy });
    }
    for (const name of Object.keys(entry.peerDependencies ?? {})) {
      const found = locate(repo.packages, from, name);
      if (found !== undefined || optionalPeers[name]?.optional !== true) {
        queue.push({ name, from, requiredBy });
      }
    }
  }

  for (const { name, from, dev } of input.registryDependencies) {
    const key = locate(repo.packages, from, name);
    const version = key === undefined ? undefined : repo.packages[key]?.version;
    if (key === undefined || version === undefined) {
      throw new Error(`${name} is not installed in the repository (looked from ${from || 'root'})`);
    }
    (dev === true ? devDependencies : dependencies)[name] = version;
    queue.push({ name, from, requiredBy: 'consumer' });
  }

  for (const tarball of input.tarballs) {
    dependencies[tarball.name] = `file:${tarball.file}`;
    packages[`node_modules/${tarball.name}`] = {
      version: tarball.version,
      resolved: `file:${tarball.file}`,
      dependencies: tarball.dependencies,
      ...(tarball.peerDependencies ? { peerDependencies: tarball.peerDependencies } : {}),
    };
    enqueueDependenciesOf({ dependencies: tarball.dependencies }, tarball.from, tarball.name);
  }
  const tarballNames = new Set(input.tarballs.map((t) => t.name));

  while (queue.length > 0) {
    const { name, from, requiredBy } = queue.shift()!;
    if (tarballNames.has(name)) continue;
    const repoKey = locate(repo.packages, from, name);
    if (repoKey === undefined) {
      throw new Error(`${requiredBy} needs ${name}, which the repository lockfile does not hold`);
    }
    if (placed.has(repoKey)) continue;
    const key = consumerKey(repoKey);
    const existing = packages[key];
    const entry = repo.packages[repoKey]!;
    if (existing !== undefined && existing.version !== entry.version) {
      throw new Error(`${key}: ${existing.version} and ${entry.version} would collide`);
    }
    placed.set(repoKey, key);
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = entry;
    packages[key] = { ...kept, resolved: kept.resolved ?? registryTarballUrl(key, entry) };
    enqueueDependenciesOf(entry, repoKey, name);
  }

  const root: LockEntry = { name: 'quiver-ui-consumer', dependencies, devDependencies };
  return {
    lockfile: {
      name: 'quiver-ui-consumer',
      lockfileVersion: 3,
      requires: true,
      packages: { '': root, ...packages },
    },
    dependencies,
    devDependencies,
  };
}
