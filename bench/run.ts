// `npm run bench [-- --only bundles|lighthouse|api|runs|health|risk|copy|modal|statistics|admin|search]`: builds, starts the local stack (bridge simulator,
// emulators, built web app), and prints measured figures. Nothing here asserts a timing; the numbers are
// for people to read. The runs section goes before any section that indexes production accounts (health,
// modal's demo): its run covers every indexed production account, and its baseline only its own fleet,
// which it takes out of the index when done. The admin section seeds 10,000 users and the search section
// 100,000, so they run last.
import { localStack } from '../tools/stack/index.ts';
import { benchAdminTable } from './admin-table.ts';
import { BENCH_RUN_QUEUE_SIZE } from './deployment-runs.ts';
import { printDeploymentRuns } from './deployment-runs-section.ts';
import { benchCopyReport } from './copy-report.ts';
import { printClientModal } from './client-modal-section.ts';
import { measureLatency } from './api-latency.ts';
import { printHealthMonitor } from './health-monitor.ts';
import { printLighthouse } from './lighthouse.ts';
import { benchRiskPreview } from './risk-preview.ts';
import { printStatistics } from './statistics.ts';
import { benchUserSearch } from './user-search.ts';
import { measureRouteBundles } from './web-bundle.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const SECTIONS = [
  'bundles',
  'lighthouse',
  'api',
  'runs',
  'health',
  'risk',
  'copy',
  'modal',
  'statistics',
  'admin',
  'search',
] as const;

function selectedSections(argv: string[]): Set<string> {
  const only = argv.indexOf('--only');
  if (only === -1) return new Set(SECTIONS);
  const chosen = (argv[only + 1] ?? '').split(',');
  const unknown = chosen.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`--only takes ${SECTIONS.join(', ')}; got ${unknown.join(', ')}`);
  return new Set(chosen);
}

async function printBundles(): Promise<void> {
  console.log('\nJavaScript loaded per public route (built app, measured in Chromium):');
  for (const bundle of await measureRouteBundles()) {
    const firebase = [bundle.loadsFirebaseAuth ? 'Auth' : '', bundle.loadsFirestore ? 'Firestore' : '']
      .filter(Boolean)
      .join(' + ');
    console.log(
      `  ${bundle.route.padEnd(16)} ${kb(bundle.gzipBytes).padStart(10)} gzip  ${kb(bundle.rawBytes).padStart(10)} raw  ${String(bundle.urls.length).padStart(2)} files  Firebase: ${firebase || 'none'}`,
    );
  }
}

async function printLatency(): Promise<void> {
  console.log('\nAPI round trips through the functions emulator:');
  for (const figure of await measureLatency()) {
    console.log(
      `  ${figure.endpoint.padEnd(16)} p50 ${ms(figure.p50Ms).padStart(9)}  p95 ${ms(figure.p95Ms).padStart(9)}  (${figure.calls} calls)`,
    );
  }
}

function printFigures(title: string, figures: Record<string, number>): void {
  console.log(`\n${title}`);
  for (const [name, value] of Object.entries(figures)) {
    console.log(`  ${name.padEnd(34)} ${name.endsWith('Ms') ? ms(value) : String(value)}`);
  }
}

async function printAdminTable(): Promise<void> {
  printFigures(
    'Admin table with 10,000 users (built app in Chromium):',
    await benchAdminTable(stack.ports.hub),
  );
}

const stack = localStack();

async function main(): Promise<void> {
  const sections = selectedSections(process.argv.slice(2));
  await stack.build(['functions', 'web-emulator'], 'quiet');
  await stack.start({
    web: 'preview',
    functionsParams: { RUN_TASK_CONCURRENCY: String(BENCH_RUN_QUEUE_SIZE) },
  });
  stack.adoptEnv();
  console.log(`\nFirebase emulators ready in ${ms(stack.emulatorsReadyMs ?? Number.NaN)}`);
  if (sections.has('bundles')) await printBundles();
  if (sections.has('lighthouse')) await printLighthouse();
  if (sections.has('api')) await printLatency();
  if (sections.has('runs')) await printDeploymentRuns();
  if (sections.has('health')) await printHealthMonitor();
  if (sections.has('risk')) printFigures('Risk preview, 10,000 closed trades (Node):', benchRiskPreview());
  if (sections.has('copy'))
    printFigures(
      'Copy report (5,000 trades) and statistics job (20 x 10,000 trades), Node:',
      benchCopyReport(),
    );
  if (sections.has('modal')) await printClientModal();
  if (sections.has('statistics')) await printStatistics();
  if (sections.has('admin')) await printAdminTable();
  if (sections.has('search'))
    printFigures(
      'Admin user search over 100,000 users (searchUsers, functions emulator):',
      await benchUserSearch(stack.ports.hub),
    );
}

/** An error with its causes: undici's "fetch failed" says what failed (refused, reset, timed out) only there. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause === undefined ? '' : `\n  caused by: ${describeError(error.cause)}`;
  return `${error.stack ?? error.message}${cause}`;
}

main()
  .catch((error: unknown) => {
    console.error(describeError(error));
    process.exitCode = 1;
  })
  .finally(() => stack.stop());
