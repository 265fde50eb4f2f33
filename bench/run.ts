// `npm run bench`: builds, starts the local stack (bridge simulator, emulators, built web app), and
// prints measured figures. Nothing here asserts a timing; the numbers are for people to read.
import path from 'node:path';
import { startEmulators, writeFunctionsLocalConfig } from '../tools/emulators.ts';
import { childEnv, localPorts, localUrls, newLocalSecrets } from '../tools/local-env.ts';
import { BIN, ROOT, run, spawnChild, stopAll, stopAllOnSignals } from '../tools/processes.ts';
import { httpAnswers, waitFor } from '../tools/readiness.ts';
import { startSimulator } from '../tools/simulator.ts';
import { measureLatency } from './api-latency.ts';
import { measureRouteBundles } from './web-bundle.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function startStack(): Promise<number> {
  const ports = localPorts();
  const secrets = newLocalSecrets();
  const env = childEnv(ports, secrets);
  for (const workspace of [['functions'], ['web', '--', '--mode', 'emulator']]) {
    const [name, ...rest] = workspace;
    if ((await run('build', 'npm', ['run', 'build', '-w', name ?? '', ...rest], { env, output: 'quiet' })) !== 0) {
      throw new Error(`building ${name} failed`);
    }
  }
  writeFunctionsLocalConfig(ports, secrets);
  await startSimulator(ports, { ...env });
  const started = performance.now();
  await startEmulators(ports, env);
  const readyMs = performance.now() - started;
  spawnChild('preview', path.join(BIN, 'vite'), ['preview'], { env, cwd: path.join(ROOT, 'web'), output: 'quiet' });
  await waitFor('the built web app', httpAnswers(`${localUrls(ports).preview}/`, (s) => s === 200));
  Object.assign(process.env, env);
  return readyMs;
}

async function main(): Promise<void> {
  stopAllOnSignals();
  const readyMs = await startStack();
  console.log(`\nEmulators (auth, firestore, functions) ready in ${ms(readyMs)}`);

  console.log('\nJavaScript loaded per public route (built app, measured in Chromium):');
  for (const bundle of await measureRouteBundles()) {
    const firestore = bundle.loadsFirestore ? 'loads Firestore' : 'no Firestore SDK';
    console.log(`  ${bundle.route.padEnd(16)} ${kb(bundle.gzipBytes).padStart(10)} gzip  ${kb(bundle.rawBytes).padStart(10)} raw  ${String(bundle.files).padStart(2)} files  ${firestore}`);
  }

  console.log('\nAPI round trips through the functions emulator:');
  for (const figure of await measureLatency()) {
    console.log(`  ${figure.endpoint.padEnd(16)} p50 ${ms(figure.p50Ms).padStart(9)}  p95 ${ms(figure.p95Ms).padStart(9)}  (${figure.calls} calls)`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
