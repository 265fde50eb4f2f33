// The copy-health monitor at scale: 1,000 accounts, each deployed and subscribed on the bridge simulator
// and indexed in Firestore the way provisioning leaves them, then one monitor run (the scheduled
// function's work, services/health-monitor) with 100 ms added to every bridge answer (the simulator's
// latency fault). Prints the run's time per 1,000 accounts and the bridge calls it made per account
// (counted at the adapter's HTTP client). Assumes the emulators and the simulator of this run are up,
// with the usual environment (FIRESTORE_EMULATOR_HOST, COPYDESK_SIMULATOR_URL/_TOKEN).
import { Timestamp } from 'firebase-admin/firestore';
import { MetaApiBridge, newTransactionId } from '../functions/src/bridge/index.js';
import { HEALTH_DEFAULTS } from '../functions/src/contract/rules/health.js';
import { simulatorUrl } from '../tools/stack-clients/emulators.ts';
import { adminDb } from '../tools/stack-clients/users.ts';

export const MONITOR_ACCOUNTS = 1_000;
const ADDED_LATENCY_MS = 100;
const SETUP_CONCURRENCY = 16;

function bridge(log?: () => void): MetaApiBridge {
  const url = simulatorUrl();
  return new MetaApiBridge({
    provisioningUrl: url,
    clientUrl: url,
    copyFactoryUrl: url,
    token: process.env.COPYDESK_SIMULATOR_TOKEN ?? '',
    timeoutMs: 30_000,
    ...(log ? { log } : {}),
  });
}

async function control(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${simulatorUrl()}/__control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`simulator ${method} ${path}: ${response.status}`);
}

async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, worker));
}

/** One bench account: on the bridge (deployed, subscribed) and in Firestore (owner, account, index). */
async function seedAccount(index: number, now: number): Promise<void> {
  const login = String(80_000_000 + index * 2);
  const uid = `bench-health-${index}`;
  const setup = bridge();
  const { id } = await setup.provisionAccount({
    name: `Bench ${login}`,
    login,
    password: 'Bench-broker-1',
    server: 'XMGlobal-MT5',
    transactionId: newTransactionId(),
  });
  await setup.subscribe(id, { subscriberName: `Bench ${login}`, strategyId: 'XmTr', tradeVolume: 0.01 });
  const db = adminDb();
  const batch = db.batch();
  const created = Timestamp.fromMillis(now);
  batch.set(db.collection('users').doc(uid), {
    firstName: 'Bench',
    lastName: `Health${index}`,
    email: `bench-health-${index}@bench.copydesk.test`,
    isAdmin: false,
    isTechnicalAdmin: false,
    createdAt: created,
    updatedAt: created,
  });
  batch.set(db.collection('users').doc(uid).collection('tradingAccounts').doc(login), {
    accountNumber: login,
    accountName: `Bench ${login}`,
    metaApiAccountId: id,
    isConnected: true,
    createdAt: created,
  });
  batch.set(db.collection('bridgeAccounts').doc(id), { uid, accountNumber: login });
  await batch.commit();
}

export interface MonitorFigures {
  accounts: number;
  runMs: number;
  msPer1000Accounts: number;
  bridgeCallsPerAccount: number;
  addedLatencyMs: number;
}

export async function benchHealthMonitor(accounts = MONITOR_ACCOUNTS): Promise<MonitorFigures> {
  await control('POST', 'config', { deployDelayMs: 0, connectDelayMs: 0, detectionPolls: 0 });
  await inParallel(accounts, (index) => seedAccount(index, Date.now()));
  // Imported here: the functions' firebase-admin app starts on import, and needs this run's environment.
  const { runHealthMonitor } = await import('../functions/src/services/health-monitor.js');
  let calls = 0;
  await control('POST', 'faults', [{ kind: 'latency', ms: ADDED_LATENCY_MS }]);
  try {
    const started = performance.now();
    const run = await runHealthMonitor({
      bridge: bridge(() => (calls += 1)),
      settings: {
        concurrency: HEALTH_DEFAULTS.monitorConcurrency,
        bridgeGraceMinutes: HEALTH_DEFAULTS.bridgeGraceMinutes,
        copyFailureQuietMinutes: HEALTH_DEFAULTS.copyFailureQuietMinutes,
        escalationMinutes: HEALTH_DEFAULTS.adminEscalationMinutes,
      },
      db: adminDb(),
    });
    const runMs = performance.now() - started;
    const checked = run.checked + run.failed;
    return {
      accounts: checked,
      runMs,
      msPer1000Accounts: (runMs * 1000) / Math.max(1, checked),
      bridgeCallsPerAccount: calls / Math.max(1, checked),
      addedLatencyMs: ADDED_LATENCY_MS,
    };
  } finally {
    await control('DELETE', 'faults');
  }
}

export async function printHealthMonitor(): Promise<void> {
  const figures = await benchHealthMonitor();
  console.log(
    `\nCopy-health monitor, one run over ${figures.accounts} accounts (+${figures.addedLatencyMs} ms per bridge call):`,
  );
  console.log(`  ${'run'.padEnd(34)} ${(figures.runMs / 1000).toFixed(1)} s`);
  console.log(`  ${'per 1,000 accounts'.padEnd(34)} ${(figures.msPer1000Accounts / 1000).toFixed(1)} s`);
  console.log(`  ${'bridge calls per account'.padEnd(34)} ${figures.bridgeCallsPerAccount.toFixed(2)}`);
}
