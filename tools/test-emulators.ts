// `npm run test:emulators -- [--no-simulator] [--no-web] [vitest filters...]`: only the emulator
// suites, for iterating on rules, functions or e2e. Builds the functions first; --no-web skips serving
// the built web app (build it yourself with `npm run build -w web -- --mode emulator` when you need it).
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
let code = await run('build', 'npm', ['run', 'build', '-w', 'functions'], { env });
if (code === 0) {
  writeFunctionsLocalConfig(ports, secrets);
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
