// Builds a CommandContext around a stubbed OpsClient and captured output, for the CLI's unit tests.
import type { OutputOf } from '@copydesk/functions/contract';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CommandContext } from './lib/context.js';
import type {
  BulkKind,
  CachedStrategyStatistics,
  DeploymentRun,
  ErasureItem,
  DeploymentStats,
  HealthPage,
  OpsClient,
  PlannedAccount,
  ServerSmokeCheck,
  Whoami,
} from './lib/ops-client.js';
import { createOutput } from './lib/output.js';
import type { Prompt } from './lib/prompt.js';
import { resolveTarget } from './lib/targets.js';

export const technicalAdmin: Whoami = {
  uid: 'u-tech',
  email: 'tech@copydesk.demo',
  isAdmin: true,
  isTechnicalAdmin: true,
};
export const plainAdmin: Whoami = {
  uid: 'u-admin',
  email: 'admin@copydesk.demo',
  isAdmin: true,
  isTechnicalAdmin: false,
};

const figures = (total: number, deployed: number) => ({
  totalAccounts: total,
  deployedAccounts: deployed,
  undeployedAccounts: total - deployed,
  inProgressAccounts: 0,
});

export const sampleStats: DeploymentStats = {
  stats: {
    production: figures(3, 2),
    staging: figures(1, 0),
    unclassified: figures(1, 1),
    all: figures(5, 3),
  },
  timestamp: '2026-11-21T10:00:00.000Z',
  currentEnvironment: 'production',
};

export const samplePlan: PlannedAccount[] = [
  { accountId: 'acc-1', login: '5001234', name: 'Alex MT5', environment: 'production', state: 'UNDEPLOYED' },
  { accountId: 'acc-2', login: '5005678', name: 'Staging desk', environment: 'staging', state: 'UNDEPLOYED' },
];

export function sampleRun(overrides: Partial<DeploymentRun> = {}): DeploymentRun {
  return {
    id: 'run-1',
    action: 'deploy',
    scope: ['production'],
    actorUid: 'u-tech',
    actorEmail: 'tech@copydesk.demo',
    state: 'completed',
    planned: 2,
    done: 2,
    failed: 0,
    skipped: 1,
    ignored: 0,
    retryOf: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    finishedAt: '2026-11-21T10:00:05.000Z',
    ...overrides,
  };
}

const TOO_YOUNG = { known: false, reason: 'not-enough-history' } as const;

/** A rebuilt record: 120 trades netting USD 1,234.5, no copies of ours yet. */
/** A failed erasure as listErasures reports it: stuck at removing the account from MetaApi. */
export function sampleErasure(overrides: Partial<ErasureItem> = {}): ErasureItem {
  return {
    uid: 'uid-erased-1',
    status: 'failed',
    step: 'subscribers',
    attempts: 12,
    lastError: 'The trading bridge is temporarily unavailable. Please try again later.',
    origin: 'authDeletion',
    requestedAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleStatistics(strategyId: string): CachedStrategyStatistics {
  return {
    strategyId,
    computedAt: '2026-11-21T10:00:00.000Z',
    trades: 120,
    liveSince: '2026-01-05T08:00:00.000Z',
    netResult: 1234.5,
    equityCurve: [],
    maxDrawdown: { known: true, value: { money: 310, relative: null } },
    worstDayLoss: { known: true, value: 150 },
    winRate: { known: true, value: 0.55 },
    profitFactor: { known: true, value: 1.4 },
    averageDurationMs: { known: true, value: 3_600_000 },
    perLot: { maxDrawdown: { known: true, value: 310 }, worstDayLoss: { known: true, value: 150 } },
    masterResultPerLot: { known: true, value: 10.29 },
    subscribers: { copies: 0, resultPerLot: TOO_YOUNG },
    currency: 'USD',
    copyQuality: {
      followedTrades: 0,
      medianLatencyMs: null,
      p95LatencyMs: null,
      averageSlippageBasisPoints: null,
      handledShare: null,
    },
  };
}

/** Two pages of accounts by health: a healthy one and a broker-disconnected one, then an unchecked one. */
export const sampleHealthPages: HealthPage[] = [
  {
    accounts: [
      healthEntry(
        '51234560',
        'alex@copydesk.demo',
        'healthy',
        'Your account is connected and copying trades normally.',
      ),
      healthEntry(
        '51234562',
        'evan@copydesk.demo',
        'broker-disconnected',
        'Your broker rejected the saved password, or the broker account is closed.',
      ),
    ],
    nextCursor: 'users/u-evan/tradingAccounts/51234562',
    summary: healthSummary(),
  },
  {
    accounts: [healthEntry('51234564', 'ada@copydesk.demo', null, '')],
    nextCursor: null,
    summary: healthSummary(),
  },
];

function healthEntry(
  accountNumber: string,
  email: string,
  state: 'healthy' | 'broker-disconnected' | null,
  reason: string,
): HealthPage['accounts'][number] {
  return {
    uid: `u-${email.split('@')[0]}`,
    email,
    displayName: email.split('@')[0]!,
    accountNumber,
    accountName: `${accountNumber} MT5`,
    metaApiAccountId: `acc-${accountNumber}`,
    health: state && {
      state,
      reason,
      action: 'See the catalogue.',
      details: null,
      since: '2026-11-21T09:30:00.000Z',
      lastChecked: '2026-11-21T10:00:00.000Z',
      openIncidentId: state === 'healthy' ? null : `${state}-1`,
    },
  };
}

function healthSummary(): HealthPage['summary'] {
  const counts = { healthy: 1, 'broker-disconnected': 1, unchecked: 1 };
  const lastRun = {
    at: '2026-11-21T10:00:12.000Z',
    checked: 2,
    failed: 1,
    failures: [{ metaApiAccountId: 'acc-51234564', reason: 'The bridge did not answer in time.' }],
  };
  // The last cycle ran 42 s before the server's read.
  const heartbeat = {
    at: '2026-11-21T10:00:50.000Z',
    cycleStartedAt: '2026-11-21T10:00:50.000Z',
    cycleMs: 60_000,
  };
  return {
    counts: counts as HealthPage['summary']['counts'],
    openIncidents: 1,
    total: 3,
    lastRun,
    heartbeat,
    readAt: '2026-11-21T10:01:32.000Z',
  };
}

/** A run's answers in order: the client's getRun returns them one by one, then repeats the last. */
export class StubClient implements OpsClient {
  calls: string[] = [];
  /** What revokeMySessions throws, when set (a network failure, an expired session). */
  revokeFailure: Error | undefined;
  private polls = 0;
  constructor(
    public me: Whoami = technicalAdmin,
    public plan: PlannedAccount[] = samplePlan,
    public progress: OutputOf<'getDeploymentRun'>[] = [
      { success: true, run: sampleRun({ state: 'running', done: 1 }), failures: [] },
      { success: true, run: sampleRun(), failures: [] },
    ],
  ) {}
  whoami() {
    this.calls.push('whoami');
    return Promise.resolve(this.me);
  }
  revokeMySessions() {
    this.calls.push('revoke');
    return this.revokeFailure ? Promise.reject(this.revokeFailure) : Promise.resolve();
  }
  getDeploymentStats() {
    this.calls.push('stats');
    return Promise.resolve(sampleStats);
  }
  planBulk(kind: BulkKind) {
    this.calls.push(`plan:${kind}`);
    return Promise.resolve(this.plan);
  }
  startRun(kind: BulkKind) {
    this.calls.push(`start:${kind}`);
    return Promise.resolve(sampleRun({ action: kind, state: 'running', done: 0 }));
  }
  getRun(runId: string) {
    const answer = this.progress[Math.min(this.polls++, this.progress.length - 1)]!;
    return Promise.resolve({ ...answer, run: { ...answer.run, id: runId } });
  }
  listRuns() {
    this.calls.push('list');
    return Promise.resolve([sampleRun()]);
  }
  cancelRun(runId: string) {
    this.calls.push(`cancel:${runId}`);
    return Promise.resolve(sampleRun({ id: runId, state: 'cancelled' }));
  }
  retryRun(runId: string) {
    this.calls.push(`retry:${runId}`);
    return Promise.resolve(sampleRun({ id: 'run-2', retryOf: runId, state: 'running', done: 0 }));
  }
  /** What runSmokeCheck answers (every server check passing by default); a thrown error when set. */
  smoke: ServerSmokeCheck | Error = {
    checks: [
      { name: 'functions', ok: true, detail: 'The functions answered.', action: null },
      {
        name: 'bridge',
        ok: true,
        detail: 'MetaApi accepted the token (one account list read).',
        action: null,
      },
      {
        name: 'mail',
        ok: true,
        detail: 'The mail server accepted a test e-mail to tech@copydesk.demo.',
        action: null,
      },
      { name: 'monitor', ok: true, detail: 'Last cycle 12 s ago.', action: null },
    ],
    mailTo: 'tech@copydesk.demo',
    at: '2026-11-21T10:00:00.000Z',
  };
  runSmokeCheck() {
    this.calls.push('smoke-check');
    return this.smoke instanceof Error ? Promise.reject(this.smoke) : Promise.resolve(this.smoke);
  }
  rebuildStatistics(strategyId: string) {
    this.calls.push(`rebuild-statistics:${strategyId}`);
    return Promise.resolve(sampleStatistics(strategyId));
  }
  /** What listErasures answers: one failed erasure unless a test sets others. */
  erasures: ErasureItem[] = [sampleErasure()];
  listErasures() {
    this.calls.push('erasures');
    return Promise.resolve(this.erasures);
  }
  /** Answers the sample pages in turn; with problems=true, only the broker-disconnected account. */
  listAccountHealth(input: { problems?: 'true' | 'false'; cursor?: string }) {
    this.calls.push(`health:${input.problems ?? 'all'}:${input.cursor ?? ''}`);
    if (input.problems === 'true') {
      const [first] = sampleHealthPages;
      const problems = first!.accounts.filter((a) => a.health?.state === 'broker-disconnected');
      return Promise.resolve({ ...first!, accounts: problems, nextCursor: null });
    }
    return Promise.resolve(sampleHealthPages[input.cursor ? 1 : 0]!);
  }
}

export interface Harness {
  context: CommandContext;
  stdout: () => string;
  stderr: () => string;
  confirmations: string[];
}

export function harness(client: OpsClient, { json = false, confirm = true, stdin = '' } = {}): Harness {
  let out = '';
  let err = '';
  const confirmations: string[] = [];
  const stdout = { write: (text: string) => ((out += text), true) };
  const stderr = { write: (text: string) => ((err += text), true), isTTY: false };
  const prompt: Prompt = {
    confirm: (question) => (confirmations.push(question), Promise.resolve(confirm)),
    text: () => Promise.resolve(''),
    secret: () => Promise.resolve(''),
  };
  const env = { COPYDESK_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'copydesk-cli-')) };
  const context: CommandContext = {
    target: resolveTarget({ emulator: true }, env),
    out: createOutput(json, stdout, stderr),
    prompt,
    env,
    client: () => client,
    readStdin: () => Promise.resolve(stdin),
  };
  return { context, stdout: () => out, stderr: () => err, confirmations };
}
