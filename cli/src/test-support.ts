// Builds a CommandContext around a stubbed OpsClient and captured output, for the CLI's unit tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CommandContext } from './lib/context.js';
import type {
  BulkKind,
  BulkResult,
  DeploymentStats,
  OpsClient,
  PlannedAccount,
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

export function bulkResult(overrides: Partial<BulkResult> = {}): BulkResult {
  return {
    success: true,
    message: 'done',
    changedCount: 2,
    failedCount: 0,
    environments: { production: 1, staging: 1, unclassified: 0 },
    updatedInFirestore: 2,
    failures: [],
    ...overrides,
  };
}

export class StubClient implements OpsClient {
  calls: string[] = [];
  constructor(
    public me: Whoami = technicalAdmin,
    public plan: PlannedAccount[] = samplePlan,
    public result: BulkResult = bulkResult(),
  ) {}
  whoami() {
    this.calls.push('whoami');
    return Promise.resolve(this.me);
  }
  getDeploymentStats() {
    this.calls.push('stats');
    return Promise.resolve(sampleStats);
  }
  planBulk(kind: BulkKind) {
    this.calls.push(`plan:${kind}`);
    return Promise.resolve(this.plan);
  }
  runBulk(kind: BulkKind) {
    this.calls.push(`run:${kind}`);
    return Promise.resolve(this.result);
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
