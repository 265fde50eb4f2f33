// A Hosting deploy under an open tab, on the built app the lane's Hosting emulator serves (web/dist):
// every script gets a new hashed name (the references inside the scripts and index.html follow), and
// the old lazy chunks disappear, so the tab's old entry asks for names the `**` rewrite answers with
// index.html. The old entry files that index.html names stay: the other lane's Hosting emulator serves
// this same web/dist (tests/functions/hosting-headers.test.ts), and a page it fetched just before the
// swap must still find its scripts. index.html is swapped with a rename, so no reader sees half of it.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../tools/stack/processes.ts';

const DIST = path.join(ROOT, 'web', 'dist');
const ASSETS = path.join(DIST, 'assets');
const INDEX = path.join(DIST, 'index.html');

const redeployedName = (name: string) => name.replace(/\.js$/, '-v2.js');

/** Every file of web/dist by path, as a content hash: the redeploy must leave this exactly as it found it. */
export function distFingerprint(): Record<string, string> {
  const files = readdirSync(DIST, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files
      .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)))
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(DIST, file)))
          .digest('hex'),
      ]),
  );
}

function writeAtomically(file: string, content: string): void {
  writeFileSync(`${file}.swap`, content);
  renameSync(`${file}.swap`, file);
}

export interface Redeploy {
  /** The new name of the chunk whose file name starts with `prefix` (e.g. "login-page-"). */
  newChunk(prefix: string): string;
  /** Puts web/dist back byte for byte. */
  restore(): void;
}

/** Deploys a "new build" over web/dist; `restore` in a finally puts the old one back. */
export function redeploy(): Redeploy {
  const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  // Longest first, so a name that is the start of another is never replaced inside it.
  const byLength = [...scripts].sort((a, b) => b.length - a.length);
  const rename = (text: string) =>
    byLength.reduce((out, name) => out.replaceAll(name, redeployedName(name)), text);
  const oldIndex = readFileSync(INDEX, 'utf8');
  const stash = path.join(ROOT, 'test-results', `redeploy-${process.pid}-${Date.now()}`);
  mkdirSync(stash, { recursive: true });
  for (const name of scripts)
    writeFileSync(
      path.join(ASSETS, redeployedName(name)),
      rename(readFileSync(path.join(ASSETS, name), 'utf8')),
    );
  writeAtomically(INDEX, rename(oldIndex));
  const gone = scripts.filter((name) => !oldIndex.includes(name));
  for (const name of gone) renameSync(path.join(ASSETS, name), path.join(stash, name));
  return {
    newChunk(prefix) {
      const chunk = scripts.find((name) => name.startsWith(prefix));
      if (!chunk) throw new Error(`web/dist/assets has no chunk named ${prefix}*`);
      return path.join(ASSETS, redeployedName(chunk));
    },
    restore() {
      for (const name of gone) renameSync(path.join(stash, name), path.join(ASSETS, name));
      writeAtomically(INDEX, oldIndex);
      for (const name of scripts) rmSync(path.join(ASSETS, redeployedName(name)), { force: true });
      rmSync(stash, { recursive: true, force: true });
    },
  };
}
