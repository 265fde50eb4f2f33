// What each bench section measures and prints (the list and its flags: section-order.ts). bench/run.ts
// imports this module only once this process is bound to the stack's emulators: functions code binds its
// firebase-admin app when it is imported (functions/src/admin.ts), and the sections import it.
import { benchAdminTable } from './admin-table.ts';
import { BENCH_RUN_QUEUE_SIZE } from './deployment-runs.ts';
import { printDeploymentRuns } from './deployment-runs-section.ts';
import { benchCopyReport } from './copy-report.ts';
import { printClientModal } from './client-modal-section.ts';
import { measureLatency } from './api-latency.ts';
import { printHealthMonitor } from './health-monitor.ts';
import { printLighthouse } from './lighthouse.ts';
import { benchRiskPreview } from './risk-preview.ts';
import type { SectionName } from './section-order.ts';
import { printStatistics } from './statistics.ts';
import { benchUserSearch } from './user-search.ts';
import { measureRouteBundles } from './web-bundle.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

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

/** A section that computes in this process (no stack), printed as the others. */
const figures = (title: string, values: Record<string, number>) =>
  Promise.resolve(printFigures(title, values));

/** The functions' params the bench's stack starts with: the deployment-run queue at production's size. */
export const BENCH_FUNCTIONS_PARAMS = { RUN_TASK_CONCURRENCY: String(BENCH_RUN_QUEUE_SIZE) };

/** Each section's run, given the emulator hub's port (the seeding sections pause triggers through it). */
export const benchSections = (hub: number): Record<SectionName, () => Promise<void>> => ({
  bundles: printBundles,
  lighthouse: printLighthouse,
  api: printLatency,
  runs: printDeploymentRuns,
  health: () => printHealthMonitor(),
  risk: () => figures('Risk preview, 10,000 closed trades (Node):', benchRiskPreview()),
  copy: () =>
    figures('Copy report (5,000 trades) and statistics job (20 x 10,000 trades), Node:', benchCopyReport()),
  modal: printClientModal,
  statistics: printStatistics,
  admin: async () =>
    printFigures('Admin table with 10,000 users (built app in Chromium):', await benchAdminTable(hub)),
  search: async () =>
    printFigures(
      'Admin user search over 100,000 users (searchUsers, functions emulator):',
      await benchUserSearch(hub),
    ),
});
