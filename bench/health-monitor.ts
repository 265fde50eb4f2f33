// The copy-health monitor at scale: 1,000 accounts, each deployed and subscribed on the bridge simulator
// and indexed in Firestore the way provisioning leaves them, then one monitor run (the scheduled
// function's work, services/health-monitor) with 100 ms added to every bridge answer (the simulator's
// latency fault). Prints the run's time per 1,000 accounts and the bridge calls it made per account
// (counted at the adapter's HTTP client), then the same run without added latency to compare. Assumes
// the emulators and the simulator of this run are up, with the usual environment (FIRESTORE_EMULATOR_HOST,
// COPYDESK_SIMULATOR_URL/_TOKEN).
import { Timestamp } from 'firebase-admin/firestore';
import { MetaApiBridge, newTransactionId } from '../functions/src/bridge/index.js';
import { HEALTH_DEFAULTS } from '../functions/src/product-rules/health.js';
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
  addedLatencyMs: number;
  runMs: number;
  msPer1000Accounts: number;
  bridgeCallsPerAccount: number;
}

/** One monitor run with `addedLatencyMs` on every bridge answer. */
async function timedRun(addedLatencyMs: number, now: number): Promise<MonitorFigures> {
  // Imported here: the functions' firebase-admin app starts on import, and needs this run's environment.
  const { runHealthMonitor } = await import('../functions/src/services/health-monitor.js');
  let calls = 0;
  if (addedLatencyMs > 0) await control('POST', 'faults', [{ kind: 'latency', ms: addedLatencyMs }]);
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
      now,
    });
    const runMs = performance.now() - started;
    const checked = Math.max(1, run.checked + run.failed);
    return {
      accounts: run.checked + run.failed,
      addedLatencyMs,
      runMs,
      msPer1000Accounts: (runMs * 1000) / checked,
      bridgeCallsPerAccount: calls / checked,
    };
  } finally {
    await control('DELETE', 'faults');
  }
}

/** The run the figure is about (+100 ms), then the same run without added latency, for comparison. */
export async function benchHealthMonitor(accounts = MONITOR_ACCOUNTS): Promise<MonitorFigures[]> {
  await control('POST', 'config', { deployDelayMs: 0, connectDelayMs: 0, detectionPolls: 0 });
  await inParallel(accounts, (index) => seedAccount(index, Date.now()));
  const now = Date.now();
  return [await timedRun(ADDED_LATENCY_MS, now), await timedRun(0, now + 60_000)];
}

export async function printHealthMonitor(): Promise<void> {
  const figures = await benchHealthMonitor();
  console.log(`
Copy-health monitor, one run over ${figures[0]?.accounts ?? 0} accounts:`);
  for (const f of figures) {
    const label = `+${f.addedLatencyMs} ms per bridge call`;
    console.log(
      `  ${label.padEnd(26)} ${(f.msPer1000Accounts / 1000).toFixed(1).padStart(6)} s per 1,000 accounts  ${f.bridgeCallsPerAccount.toFixed(2)} bridge calls per account`,
    );
  }
}
