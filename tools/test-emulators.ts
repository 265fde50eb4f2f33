// `npm run test:emulators -- [--no-simulator] [--no-web] [vitest filters...]`: only the emulator
// suites, for iterating on rules, functions or e2e. Builds the functions first, and the web app (emulator
// mode, pointed at this checkout's ports) when the run includes e2e; --no-web skips the web app.
import { writeFunctionsLocalConfig } from './emulators.ts';
import { childEnv, localPorts, newLocalSecrets } from './local-env.ts';
import { run, stopAll, stopAllOnSignals } from './processes.ts';
import { emulatorSuites } from './test.ts';

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--no-')));
const filters = args.filter((arg) => !arg.startsWith('--no-'));

stopAllOnSignals();
const ports = localPorts();
const secrets = newLocalSecrets();
const env = childEnv(ports, secrets);
const runsE2e = filters.length === 0 || filters.some((filter) => filter.includes('e2e'));
const builds = [
  ['functions'],
  ...(!flags.has('--no-web') && runsE2e ? [['web', '--', '--mode', 'emulator']] : []),
];
let code = 0;
for (const build of builds)
  if (code === 0) code = await run('build', 'npm', ['run', 'build', '-w', ...build], { env });
if (code === 0) {
  writeFunctionsLocalConfig(ports, secrets, { testing: true });
  code = await emulatorSuites(env, {
    simulator: !flags.has('--no-simulator'),
    web: !flags.has('--no-web'),
    filters,
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
}
await stopAll();
process.exit(code);
