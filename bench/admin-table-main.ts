// Runs only the admin-table bench: `COPYDESK_PORT_OFFSET=500 node tools/bootstrap.mjs bench/admin-table-main.ts`
// (add --no-build when functions and web/dist are already built for --mode emulator). Starts the
// simulator, the emulators and the built web app like bench/run.ts, prints the figures, stops everything.
import path from 'node:path';
import { startEmulators, writeFunctionsLocalConfig } from '../tools/emulators.ts';
import { childEnv, localPorts, localUrls, newLocalSecrets } from '../tools/local-env.ts';
import { BIN, ROOT, run, spawnChild, stopAll, stopAllOnSignals } from '../tools/processes.ts';
import { httpAnswers, waitFor } from '../tools/readiness.ts';
import { startSimulator } from '../tools/simulator.ts';
import { benchAdminTable } from './admin-table.ts';

async function main(): Promise<void> {
  stopAllOnSignals();
  const ports = localPorts();
  const secrets = newLocalSecrets();
  const env = childEnv(ports, secrets);
  if (!process.argv.includes('--no-build')) {
    for (const args of [['functions'], ['web', '--', '--mode', 'emulator']]) {
      if ((await run('build', 'npm', ['run', 'build', '-w', ...args], { env, output: 'quiet' })) !== 0) {
        throw new Error(`building ${args[0] ?? ''} failed`);
      }
    }
  }
  writeFunctionsLocalConfig(ports, secrets);
  await startSimulator(ports, { ...env });
  await startEmulators(ports, env);
  spawnChild('preview', path.join(BIN, 'vite'), ['preview'], { env, cwd: path.join(ROOT, 'web'), output: 'quiet' });
  await waitFor('the built web app', httpAnswers(`${localUrls(ports).preview}/`, (s) => s === 200));
  Object.assign(process.env, env);

  const figures = await benchAdminTable();
  console.log('\nAdmin table (built app in Chromium):');
  for (const [name, value] of Object.entries(figures)) {
    console.log(`  ${name.padEnd(34)} ${name.endsWith('Ms') ? `${value.toFixed(1)} ms` : String(value)}`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
