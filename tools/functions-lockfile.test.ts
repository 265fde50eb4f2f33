import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionsLockfile, writeFunctionsLockfile, type Lockfile } from './functions-lockfile.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const lock = (packages: Lockfile['packages']): Lockfile => ({ lockfileVersion: 3, packages });
const cut = (packages: Lockfile['packages']) => Object.keys(functionsLockfile(lock(packages)).packages);

describe('the functions lockfile cut from the repository lockfile', () => {
  it.each<{ case: string; packages: Lockfile['packages']; kept: string[] }>([
    {
      case: 'keeps a hoisted dependency and what it needs',
      packages: {
        functions: { dependencies: { a: '^1' } },
        'node_modules/a': { version: '1.0.0', dependencies: { b: '^2' } },
        'node_modules/b': { version: '2.0.0' },
        'node_modules/web-only': { version: '9.0.0' },
      },
      kept: ['', 'node_modules/a', 'node_modules/b'],
    },
    {
      case: "moves the workspace's own copy to the root, where its own copy shadowed the hoisted one",
      packages: {
        functions: { dependencies: { a: '^2' } },
        'functions/node_modules/a': { version: '2.0.0' },
        'node_modules/a': { version: '1.0.0' },
      },
      kept: ['', 'node_modules/a'],
    },
    {
      case: 'keeps a nested copy under the package that needs it',
      packages: {
        functions: { dependencies: { a: '^1', b: '^2' } },
        'node_modules/a': { version: '1.0.0', dependencies: { b: '^1' } },
        'node_modules/a/node_modules/b': { version: '1.0.0' },
        'node_modules/b': { version: '2.0.0' },
      },
      kept: ['', 'node_modules/a', 'node_modules/a/node_modules/b', 'node_modules/b'],
    },
    {
      case: 'skips an optional dependency this platform did not install, and optional peers',
      packages: {
        functions: { dependencies: { a: '^1' } },
        'node_modules/a': {
          version: '1.0.0',
          optionalDependencies: { native: '^1' },
          peerDependencies: { host: '^1', needed: '^1' },
          peerDependenciesMeta: { host: { optional: true } },
        },
        'node_modules/host': { version: '1.0.0' },
        'node_modules/needed': { version: '1.0.0' },
      },
      kept: ['', 'node_modules/a', 'node_modules/needed'],
    },
  ])('$case', ({ packages, kept }) => {
    expect(cut(packages)).toEqual(kept);
  });

  it('refuses a layout where one place would need two versions', () => {
    const packages = {
      functions: { dependencies: { a: '^2', c: '^1' } },
      'functions/node_modules/a': { version: '2.0.0' },
      'node_modules/a': { version: '1.0.0' },
      'node_modules/c': { version: '1.0.0', dependencies: { a: '^1' } },
    };
    expect(() => cut(packages)).toThrow('node_modules/a would hold both');
  });

  it('refuses a dependency missing from the lockfile', () => {
    expect(() => cut({ functions: { dependencies: { gone: '^1' } } })).toThrow('gone, needed by functions');
  });

  it('marks nothing as a development package: the deployed functions install all of it', () => {
    const cutLock = functionsLockfile(
      lock({ functions: { dependencies: { a: '^1' } }, 'node_modules/a': { version: '1.0.0', dev: true } }),
    );
    expect(cutLock.packages['node_modules/a']).toEqual({ version: '1.0.0' });
  });
});

/** Where Node finds package `name` from `from`: the nearest node_modules up to `top`. */
function packageDir(from: string, name: string, top: string): string | undefined {
  for (let dir = from; dir.startsWith(top); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === top) break;
  }
  return undefined;
}

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
}
const manifestAt = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** name@version of every package Node loads from `start`, following dependencies, as found under `top`. */
function loadedVersions(start: string, top: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dir: string, trail: string) => {
    for (const name of Object.keys(manifestAt(dir).dependencies ?? {})) {
      const at = packageDir(dir, name, top);
      const key = `${trail}>${name}`;
      if (!at || found.has(key) || trail.split('>').includes(name)) continue;
      found.set(key, manifestAt(at).version);
      visit(at, key);
    }
  };
  visit(start, '');
  return found;
}

describe('the deployed functions install from their lockfile', () => {
  it('with exactly the package versions the tests load from the repository', { timeout: 180_000 }, () => {
    const deployed = mkdtempSync(path.join(tmpdir(), 'functions-deploy-'));
    copyFileSync(path.join(ROOT, 'functions', 'package.json'), path.join(deployed, 'package.json'));
    writeFunctionsLockfile(ROOT, path.join(deployed, 'package-lock.json'));
    // What Cloud Build runs for a Node.js function with a lockfile.
    execFileSync('npm', ['ci', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: deployed,
      stdio: 'pipe',
    });
    const tested = loadedVersions(path.join(ROOT, 'functions'), ROOT);
    expect(tested.size).toBeGreaterThan(50);
    expect(loadedVersions(deployed, deployed)).toEqual(tested);
  });
});
