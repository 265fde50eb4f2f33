// Entry point of `npm start`, `npm test` and `npm run bench` on a fresh clone: installs the npm
// dependencies when they are missing or older than the lock file, then runs the given TypeScript
// program with tsx. Plain JavaScript on purpose: it must run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

// Not import.meta.dirname: older Node lacks it, and this must live long enough to say the version is off.
const root = fileURLToPath(new URL('..', import.meta.url));
const installedMarker = path.join(root, 'node_modules', '.package-lock.json');
const lockFile = path.join(root, 'package-lock.json');

const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const versionProblem = nodeVersionProblem(process.version, engines.node);
if (versionProblem) {
  console.error(versionProblem);
  process.exit(1);
}

function needsInstall() {
  if (!existsSync(installedMarker)) return true;
  return existsSync(lockFile) && statSync(lockFile).mtimeMs > statSync(installedMarker).mtimeMs;
}

if (needsInstall()) {
  console.log('Installing npm dependencies (npm ci)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node tools/bootstrap.mjs <program.ts> [args...]');
  process.exit(2);
}
// tsx as a loader in one Node process, not the tsx command: that command runs the program as a child
// and, when the child has not confirmed a Ctrl-C within 30 ms (a busy machine), SIGKILLs it, which
// leaves every process the program started running. The 'copydesk-source' condition reads the shared
// contract from functions/src, as the tests and Vite do, so a fresh clone needs no functions build first.
const nodeArgs = ['--conditions=copydesk-source', '--import', 'tsx', path.join(root, script), ...args];
const child = spawn(process.execPath, nodeArgs, {
  cwd: root,
  stdio: 'inherit',
});
// Pass stop signals on, and stay alive until the program has finished its own clean-up.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
