// The functions' own package-lock.json, cut from the repository's lockfile at deploy time (firebase.json
// predeploy): Cloud Build installs the deployed functions with `npm ci` from it, so they run exactly the
// package versions the tests ran, not whatever the `^` ranges resolve to on deploy day
// (docs/operations.md "Exactly the tested versions"). Each package the functions reach is found where
// Node would find it from the functions workspace, and kept at that place in a standalone layout.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  [field: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

const WORKSPACE = 'functions';

/** Where Node finds `name` from the package at `from` (a lockfile path): the nearest node_modules. */
function resolveFrom(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** Its place in the standalone functions package: the workspace's own node_modules become the root's. */
const standalonePath = (lockPath: string) =>
  lockPath.startsWith(`${WORKSPACE}/`) ? lockPath.slice(WORKSPACE.length + 1) : lockPath;

/** What a package needs installed beside it: optional ones may be absent; optional peers are not installed. */
function wantedBy(entry: LockEntry): [string, boolean][] {
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  const peers = Object.keys(entry.peerDependencies ?? {}).filter(
    (name) => optionalPeers[name]?.optional !== true,
  );
  return [
    ...[...Object.keys(entry.dependencies ?? {}), ...peers].map((name): [string, boolean] => [name, false]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name): [string, boolean] => [name, true]),
  ];
}

/** The standalone lockfile of the functions workspace, from the repository's lockfile. */
export function functionsLockfile(repository: Lockfile): Lockfile {
  const { packages } = repository;
  const workspace = packages[WORKSPACE];
  if (!workspace) throw new Error(`The lockfile has no "${WORKSPACE}" workspace`);
  const kept = new Map<string, string>();
  const queue: [string, LockEntry][] = [[WORKSPACE, workspace]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [from, entry] = next;
    for (const [name, optional] of wantedBy(entry)) {
      const found = resolveFrom(packages, from, name);
      if (!found) {
        if (optional) continue;
        throw new Error(`${name}, needed by ${from || 'the repository'}, is not in the lockfile`);
      }
      const place = standalonePath(found);
      const already = kept.get(place);
      if (already === found) continue;
      if (already) throw new Error(`${place} would hold both ${already} and ${found}`);
      kept.set(place, found);
      queue.push([found, packages[found] as LockEntry]);
    }
  }
  const entries = [...kept.entries()].sort(([a], [b]) => a.localeCompare(b));
  const { name, version, dependencies, engines } = workspace;
  return {
    name: String(name),
    ...(typeof version === 'string' ? { version } : {}),
    lockfileVersion: repository.lockfileVersion,
    requires: true,
    packages: {
      '': { name, ...(version ? { version } : {}), dependencies, engines },
      ...Object.fromEntries(
        entries.map(([place, source]) => {
          // Reached from the functions' own dependencies, so installed for production there.
          const {
            dev: _dev,
            devOptional: _devOptional,
            peer: _peer,
            ...entry
          } = packages[source] as LockEntry;
          return [place, entry];
        }),
      ),
    },
  };
}

/** Writes the functions' lockfile (by default functions/package-lock.json) from the repository's. */
export function writeFunctionsLockfile(
  root: string,
  target = path.join(root, WORKSPACE, 'package-lock.json'),
): string {
  const repository = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  writeFileSync(target, `${JSON.stringify(functionsLockfile(repository), null, 2)}\n`);
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = writeFunctionsLockfile(path.resolve(import.meta.dirname, '..'));
  console.log(`Wrote ${path.relative(process.cwd(), written)} from the repository's lockfile.`);
}
