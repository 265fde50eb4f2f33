// `npm start`: the whole product on this machine. Builds the functions, starts the local stack (the
// local services, the Firebase emulators, the web dev server; tools/stack), seeds demo data, prints
// where everything is, and stops every process it started on Ctrl-C.
import { localStack, stopAll, stopRequested } from './stack/index.ts';

async function main(): Promise<void> {
  const stack = localStack();
  console.log('Building the functions and the CLI...');
  await stack.build(['functions', 'cli']);

  console.log('Starting the local services, the Firebase emulators and the web dev server...');
  const started = Date.now();
  // The scheduled functions run at their production cadence (docs/architecture.md §9).
  const children = await stack.start({ web: 'dev', schedules: 'all' });
  console.log(`Local stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  stack.adoptEnv();
  const { seedDemoUsers, demoLoginsTable } = await import('./seed/index.ts');
  const { advanceDemoMarket, seedDemoAccounts } = await import('./seed/demo-accounts.ts');
  const { DEMO_USERS } = await import('./seed/demo-users.ts');
  console.log('Seeding demo users and trading accounts...');
  const uids = await seedDemoUsers();
  await seedDemoAccounts(DEMO_USERS, uids);
  await advanceDemoMarket();
  const { seedInactiveStrategy, seedStrategyStatistics } = await import('./seed/demo-statistics.ts');
  await seedStrategyStatistics().catch((error: unknown) =>
    console.warn(`Strategy statistics not cached (the cards say so): ${String(error)}`),
  );
  await seedInactiveStrategy();
  const { seedDemoIncident } = await import('./seed/demo-health.ts');
  // Demo extras never stop the start: without the incident, the product still runs as usual.
  await seedDemoIncident(DEMO_USERS, uids).catch((error: unknown) =>
    console.warn(
      `The demo copy-health incident was not seeded: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );

  const { urls } = stack;
  console.log(`
CopyDesk is running.
  Web app            ${urls.web}/
  Functions          ${urls.functionsBase}/<endpoint>
  Auth emulator      ${urls.authEmulator}
  Firestore emulator http://${urls.firestoreHost}
  Bridge simulator   ${urls.simulator}
  E-mail sink        ${process.env.COPYDESK_MAILBOX_URL ?? ''}/messages

${demoLoginsTable()}

Press Ctrl-C to stop everything.`);

  const firstExit = await Promise.race(
    children.map((child) => child.exited.then((code) => ({ child, code }))),
  );
  // After Ctrl-C the children end because we stop them; the signal handler finishes and exits with 130.
  if (stopRequested()) return;
  console.error(`${firstExit.child.name} exited with code ${firstExit.code}; stopping the rest.`);
  await stack.stop();
  process.exit(1);
}

main().catch(async (error: unknown) => {
  if (stopRequested()) return; // a step cut short by Ctrl-C: the signal handler is stopping everything
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
