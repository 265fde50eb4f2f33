// Where a run's functions emulator loads the functions from, and where their local params and secrets
// (.env.local, .secret.local) are written. The default ports use functions/ itself. A run at another
// port offset gets a folder of its own, functions/.port-<offset>/ (git-ignored), whose package.json
// points at the same built code (functions/lib): two stacks side by side (`npm test` runs its emulator
// suites in two lanes) then each read their own ports and credentials, and neither rewrites the
// other's files while its emulator runs. See docs/architecture.md "The local stack".
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.ts';

const FUNCTIONS = 'functions';

/** The functions source folder for a port offset, relative to the checkout (as firebase.json names it). */
export function functionsSource(offset: number): string {
  if (offset === 0) return FUNCTIONS;
  const source = path.join(FUNCTIONS, `.port-${offset}`);
  const manifest = JSON.parse(readFileSync(path.join(ROOT, FUNCTIONS, 'package.json'), 'utf8')) as {
    main: string;
    exports?: unknown;
    scripts?: unknown;
  };
  // Same package, same dependencies (resolved from functions/node_modules and the root), same code.
  const { exports: _exports, scripts: _scripts, ...rest } = manifest;
  mkdirSync(path.join(ROOT, source), { recursive: true });
  writeFileSync(
    path.join(ROOT, source, 'package.json'),
    `${JSON.stringify({ ...rest, main: path.posix.join('..', manifest.main) }, null, 2)}\n`,
  );
  return source;
}
