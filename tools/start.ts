// `npm start`: the whole product on this machine. Builds the functions, starts the bridge simulator,
// the Firebase emulators and the web dev server, seeds demo data, prints where everything is, and
// stops every child cleanly on Ctrl-C.
import path from 'node:path';
import { startEmulators, writeFunctionsLocalConfig } from './emulators.ts';
import { childEnv, localPorts, localUrls, newLocalSecrets } from './local-env.ts';
import { BIN, ROOT, run, spawnChild, stopAll, stopAllOnSignals } from './processes.ts';
import { httpAnswers, waitFor } from './readiness.ts';
import { startSimulator } from './simulator.ts';

async function main(): Promise<void> {
  stopAllOnSignals();
  const ports = localPorts();
  const urls = localUrls(ports);
  const secrets = newLocalSecrets();
  const env = childEnv(ports, secrets);

  console.log('Building the functions and the CLI...');
  for (const workspace of ['functions', 'cli']) {
    if ((await run('build', 'npm', ['run', 'build', '-w', workspace], { env })) !== 0)
      throw new Error(`${workspace} build failed`);
  }
  writeFunctionsLocalConfig(ports, secrets);

  console.log('Starting the bridge simulator and the Firebase emulators...');
  const started = Date.now();
  const children = [await startSimulator(ports, env), await startEmulators(ports, env)];
  console.log(`Emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  Object.assign(process.env, env);
  const { seedDemoUsers, demoLoginsTable } = await import('./seed/index.ts');
  const { advanceDemoMarket, seedDemoAccounts } = await import('./seed/demo-accounts.ts');
  const { DEMO_USERS } = await import('./seed/demo-users.ts');
  console.log('Seeding demo users and trading accounts...');
  await seedDemoAccounts(DEMO_USERS, await seedDemoUsers());
  await advanceDemoMarket();

  const web = spawnChild('web', path.join(BIN, 'vite'), ['--clearScreen', 'false'], {
    env,
    cwd: path.join(ROOT, 'web'),
  });
  children.push(web);
  await waitFor(
    'the web dev server',
    httpAnswers(`${urls.web}/`, (s) => s === 200),
    { timeoutMs: 60_000 },
  );

  console.log(`
CopyDesk is running.
  Web app            ${urls.web}/
  Functions          ${urls.functionsBase}/<endpoint>
  Auth emulator      ${urls.authEmulator}
  Firestore emulator http://${urls.firestoreHost}
  Bridge simulator   ${urls.simulator}

${demoLoginsTable()}

Press Ctrl-C to stop everything.`);

  const firstExit = await Promise.race(
    children.map((child) => child.exited.then((code) => ({ child, code }))),
  );
  console.error(`${firstExit.child.name} exited with code ${firstExit.code}; stopping the rest.`);
  await stopAll();
  process.exit(1);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
