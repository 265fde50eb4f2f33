// The copy-health monitor (README "Copy health"): reads each account's bridge signals, turns them into
// a health state (domain/health-signals) and records transitions (repos/health-repo). A run lists the
// bridge's accounts and subscribers in bulk (one call per 1,000 each), then checks our accounts page by
// page, `concurrency` at a time, with at most two more calls per subscribed, deployed account.
import type { Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../admin.js';
import type { BridgeAccount, Subscriber, TradingBridge } from '../bridge/index.js';
import type { HealthSettings } from '../config/health-params.js';
import { needsCopyReads, readHealth, type HealthObservation } from '../domain/health-signals.js';
import type { AccountRef } from '../domain/health-transitions.js';
import { MONITOR_FAILURES_KEPT } from '../contract/index.js';
import {
  adminUids,
  readMemory,
  recordHealth,
  recordMonitorRun,
  type RecordedHealth,
} from '../repos/health-repo.js';

export interface MonitorDeps {
  bridge: TradingBridge;
  settings: HealthSettings;
  db?: Firestore;
  /** The run's time (epoch ms); a replayed run passes the same time and writes nothing. */
  now?: number;
  pageSize?: number;
}

/** What the bridge said about one account, however it was fetched. */
interface Known {
  account: BridgeAccount | null;
  subscriber: Subscriber | null;
}

async function observe(
  bridge: TradingBridge,
  id: string,
  known: Known,
  since: Date,
): Promise<HealthObservation> {
  const base = { account: known.account, subscriber: known.subscriber, stopouts: [], copyErrors: [] };
  if (!needsCopyReads(known.account, known.subscriber)) return base;
  const [stopouts, copyErrors] = await Promise.all([
    bridge.getStopouts(id),
    bridge.getUserLog(id, { startTime: since, level: 'WARN', limit: 100 }),
  ]);
  return { ...base, stopouts, copyErrors };
}

async function checkOne(
  ref: AccountRef,
  known: Known,
  deps: Required<Omit<MonitorDeps, 'pageSize'>>,
  admins: string[],
): Promise<RecordedHealth | null> {
  const memory = await readMemory(ref.metaApiAccountId, deps.db);
  const quietMs = deps.settings.copyFailureQuietMinutes * 60_000;
  const since = memory.userLogCursor
    ? new Date(Date.parse(memory.userLogCursor) + 1)
    : new Date(deps.now - quietMs);
  const observation = await observe(deps.bridge, ref.metaApiAccountId, known, since);
  const reading = readHealth(observation, memory, deps.now, deps.settings);
  return recordHealth(
    ref,
    reading,
    deps.now,
    { adminUids: admins, thresholdMinutes: deps.settings.escalationMinutes },
    deps.db,
  );
}

function resolved(deps: MonitorDeps): Required<Omit<MonitorDeps, 'pageSize'>> {
  return { ...deps, db: deps.db ?? defaultDb, now: deps.now ?? Date.now() };
}

/** The on-demand check (Refresh): four bridge calls at most. */
export async function checkAccountHealth(ref: AccountRef, deps: MonitorDeps): Promise<RecordedHealth | null> {
  const full = resolved(deps);
  const [account, subscriber] = await Promise.all([
    full.bridge.getAccount(ref.metaApiAccountId),
    full.bridge.getSubscriber(ref.metaApiAccountId),
  ]);
  return checkOne(ref, { account, subscriber }, full, await adminUids(full.db));
}

export interface MonitorRun {
  checked: number;
  failed: number;
  byState: Record<string, number>;
  /** Each account the run could not check, with the error's words (the next run retries it). */
  failures: MonitorFailure[];
}

export interface MonitorFailure {
  metaApiAccountId: string;
  reason: string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

/** One scheduled run over every account in bridgeAccounts/{metaApiAccountId}. */
export async function runHealthMonitor(deps: MonitorDeps): Promise<MonitorRun> {
  const full = resolved(deps);
  const [accounts, subscribers, admins] = await Promise.all([
    full.bridge.listAllAccounts(),
    full.bridge.listSubscribers(),
    adminUids(full.db),
  ]);
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const subscriberById = new Map(subscribers.map((s) => [s.id, s]));
  const run: MonitorRun = { checked: 0, failed: 0, byState: {}, failures: [] };
  const pageSize = deps.pageSize ?? 500;
  let cursor: string | undefined;
  for (;;) {
    let query = full.db.collection('bridgeAccounts').orderBy('__name__').limit(pageSize);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    if (page.empty) return reported(run, full);
    const refs = page.docs.map((d) => ({
      metaApiAccountId: d.id,
      uid: String(d.get('uid')),
      accountNumber: String(d.get('accountNumber')),
    }));
    await pool(refs, full.settings.concurrency, async (ref) => {
      const known = {
        account: accountById.get(ref.metaApiAccountId) ?? null,
        subscriber: subscriberById.get(ref.metaApiAccountId) ?? null,
      };
      try {
        const recorded = await checkOne(ref, known, full, admins);
        run.checked++;
        if (recorded) run.byState[recorded.health.state] = (run.byState[recorded.health.state] ?? 0) + 1;
      } catch (error) {
        // One account's trouble must not stop the run; the next run retries it.
        run.failed++;
        run.failures.push({ metaApiAccountId: ref.metaApiAccountId, reason: reasonOf(error) });
      }
    });
    cursor = page.docs[page.docs.length - 1]!.id;
    if (page.size < pageSize) return reported(run, full);
  }
}

/** Keeps the run's report for `copydesk health` (listAccountHealth's summary.lastRun). */
async function reported(run: MonitorRun, full: { now: number; db: Firestore }): Promise<MonitorRun> {
  await recordMonitorRun(
    {
      at: new Date(full.now).toISOString(),
      checked: run.checked,
      failed: run.failed,
      failures: run.failures.slice(0, MONITOR_FAILURES_KEPT),
    },
    full.db,
  );
  return run;
}
