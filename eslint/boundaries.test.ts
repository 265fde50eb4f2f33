// The import boundaries (eslint/boundaries.js) as the real eslint.config.js applies them: for each layer,
// a small snippet with a wrong import must fail with a boundary error, and the same kind of snippet with
// an allowed import must lint clean. Type-aware rules are switched off here: the probes are not on disk.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Probe {
  layer: string;
  /** Where the snippet pretends to live. */
  file: string;
  wrong: string;
  right: string;
  /** The rule that must refuse the wrong import. */
  rule?: string;
}

const PATHS = 'import-x/no-restricted-paths';

const PROBES: Probe[] = [
  {
    layer: 'functions rules (nothing with effects)',
    file: 'functions/src/health/probe.rules.ts',
    wrong: "import { readHealth } from './health.repo.js';",
    right: "import { MESSAGES } from '../contract/index.js';",
  },
  {
    layer: 'functions rules (no Firebase handle)',
    file: 'functions/src/users/probe.rules.ts',
    wrong: "import { db } from '../platform/firebase-app.js';",
    right: "import { idleTooLong } from '../platform/identity/admin-sessions.rules.js';",
  },
  {
    layer: 'functions rules (no Firebase packages)',
    file: 'functions/src/runs/probe.rules.ts',
    wrong: "import { getFirestore } from 'firebase-admin/firestore';",
    right: "import { createHmac } from 'node:crypto';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'functions endpoints (services, not repos)',
    file: 'functions/src/users/probe.endpoint.ts',
    wrong: "import { readUser } from './users.repo.js';",
    right: "import { exportMyData } from './my-data-export.service.js';",
  },
  {
    layer: 'functions triggers (services, not repos)',
    file: 'functions/src/users/probe.trigger.ts',
    wrong: "import { writeSearchKeys } from './user-search.repo.js';",
    right: "import { refreshStoredSearchKeys } from './search-keys.service.js';",
  },
  {
    layer: 'functions tasks (services, not repos)',
    file: 'functions/src/users/probe.task.ts',
    wrong: "import { recordErasureFailure } from './erasures.repo.js';",
    right: "import { recordFailedErasureAttempt } from './erasure-requests.service.js';",
  },
  {
    layer: 'functions endpoints (not triggers or tasks)',
    file: 'functions/src/users/probe.endpoint.ts',
    wrong: "import { eraseUserTask } from './erase-user.task.js';",
    right: "import { endpoint } from '../platform/http/endpoint.js';",
  },
  {
    layer: 'functions endpoints (not Firestore)',
    file: 'functions/src/runs/probe.endpoint.ts',
    wrong: "import { db } from '../platform/firebase-app.js';",
    right: "import { endpoint } from '../platform/http/endpoint.js';",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    layer: 'functions services (Firestore only through repos)',
    file: 'functions/src/health/probe.service.ts',
    wrong: "import { FieldValue } from 'firebase-admin/firestore';",
    right: "import type { Firestore } from 'firebase-admin/firestore';",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    layer: 'functions services (below endpoints)',
    file: 'functions/src/health/probe.service.ts',
    wrong: "import { getAccountHealth } from './get-account-health.endpoint.js';",
    right: "import { readHealth } from './health.repo.js';",
  },
  {
    layer: 'functions services (not the HTTP pipeline)',
    file: 'functions/src/statistics/probe.service.ts',
    wrong: "import { HttpError } from '../platform/http/http-error.js';",
    right: "import { RuleViolation } from '../platform/rule-violation.js';",
  },
  {
    layer: 'functions repos (no services above them)',
    file: 'functions/src/health/probe.repo.ts',
    wrong: "import { planHealthCycle } from './health-cycle.service.js';",
    right: "import { db } from '../platform/firebase-app.js';",
  },
  {
    layer: 'functions triggers (no Firestore handle of their own)',
    file: 'functions/src/users/probe.trigger.ts',
    wrong: "import { db } from '../platform/firebase-app.js';",
    right: "import { firebaseDeps } from '../platform/trigger-deps.js';",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    layer: 'functions tasks (not the HTTP pipeline)',
    file: 'functions/src/runs/probe.task.ts',
    wrong: "import { endpoint } from '../platform/http/endpoint.js';",
    right: "import { logTaskFailure } from '../platform/tasks/task-failure.js';",
  },
  {
    layer: 'functions services (adapters only from the composition root)',
    file: 'functions/src/subscriptions/probe.service.ts',
    wrong: "import { createBridge } from '../platform/params/bridge-params.js';",
    right: "import { bridge } from '../platform/clients.js';",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    layer: 'functions platform (imports no room)',
    file: 'functions/src/platform/http/probe.ts',
    wrong: "import { readUser } from '../../users/users.repo.js';",
    right: "import { readRoles } from '../identity/caller-records.repo.js';",
  },
  {
    layer: 'functions bridge adapter (stands alone)',
    file: 'functions/src/bridge/probe.ts',
    wrong: "import { bridge } from '../platform/clients.js';",
    right: "import { MESSAGES } from '../contract/index.js';",
  },
  {
    layer: 'functions contract (nothing server-only)',
    file: 'functions/src/contract/probe.ts',
    wrong: "import { db } from '../platform/firebase-app.js';",
    right: "import { MESSAGES } from './index.js';",
  },
  {
    layer: 'functions product rules (nothing server-only)',
    file: 'functions/src/product-rules/probe.ts',
    wrong: "import { getFirestore } from 'firebase-admin/firestore';",
    right: "import { TRADE_VOLUME } from './trading.js';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'web features (not each other)',
    file: 'web/src/features/add-account/probe.ts',
    wrong: "import { adminApi } from '@/features/admin/api';",
    right: "import { adminApi } from '@/lib/api';",
  },
  {
    layer: 'web features (not the app)',
    file: 'web/src/features/dashboard/probe.ts',
    wrong: "import { router } from '@/app/router';",
    right: "import { router } from '@/config/paths';",
  },
  {
    layer: 'web features (may run a shared flow)',
    file: 'web/src/features/admin/probe.ts',
    wrong: "import { accountsMachine } from '@/features/dashboard/accounts.machine';",
    right: "import { AdminFormDialog } from '@/flows/admin-dialog';",
  },
  {
    layer: 'web flows (not features)',
    file: 'web/src/flows/admin-dialog/probe.ts',
    wrong: "import { saveSubscription } from '@/features/admin/api';",
    right: "import { Dialog } from '@/components/dialog';",
  },
  {
    layer: 'web flows (not the app)',
    file: 'web/src/flows/admin-dialog/probe.ts',
    wrong: "import { router } from '@/app/router';",
    right: "import { formatMoney } from '@/lib/format';",
  },
  {
    layer: 'web components (below flows)',
    file: 'web/src/components/probe.ts',
    wrong: "import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';",
    right: "import { formatMoney } from '@/lib/format';",
  },
  {
    layer: 'web lib (below features)',
    file: 'web/src/lib/probe.ts',
    wrong: "import { machine } from '@/features/add-account/connect.machine';",
    right: "import { env } from '@/config/env';",
  },
  {
    layer: 'web config (the bottom)',
    file: 'web/src/config/probe.ts',
    wrong: "import { formatMoney } from '@/lib/format';",
    right: "import { PATHS } from './paths';",
  },
  {
    layer: 'web build config (not the tools)',
    file: 'web/vite.config.probe.ts',
    wrong: "import { localUrls } from '../tools/stack/ports.ts';",
    right: "import { parseEnv } from './src/config/env.ts';",
  },
  {
    layer: 'cli (only the contract of functions)',
    file: 'cli/src/lib/probe.ts',
    wrong: "import { db } from '../../../functions/src/platform/firebase-app.js';",
    right: "import { endpoints } from '@copydesk/functions/contract';",
  },
  {
    layer: 'web (the product rules of functions, not its services)',
    file: 'web/src/lib/probe.ts',
    wrong: "import { runHealthMonitor } from '../../../functions/src/health/health-monitor.service.js';",
    right: "import { TRADE_VOLUME } from '@copydesk/functions/product-rules';",
  },
  {
    // The probe pretends to be the real platform/firebase-app.ts, which users-repo.ts imports: importing it back closes
    // a cycle that exists only in the snippet.
    layer: 'functions (no import cycles)',
    file: 'functions/src/platform/firebase-app.ts',
    wrong: "import { readRoles } from '../users/users.repo.js';",
    right: "import { MESSAGES } from '../contract/index.js';",
    rule: 'import-x/no-cycle',
  },
  {
    layer: 'bench (tools, not tests)',
    file: 'bench/probe.ts',
    wrong: "import { callRaw } from '../tests/support/api.ts';",
    right: "import { signUp } from '../tools/stack-clients/users.ts';",
  },
];

/** Lints a snippet that imports one name (or type) and re-exports it (so nothing is unused). */
async function lintSnippet(eslint: ESLint, file: string, importLine: string): Promise<Linter.LintMessage[]> {
  const [, typeOnly, name = 'probe'] = /import (type )?\{ (\w+) \}/.exec(importLine) ?? [];
  const use = typeOnly ? `export type Probe = ${name};` : `export const probe = ${name};`;
  const code = `${importLine}\n\n${use}\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result?.messages ?? [];
}

/** no-cycle follows a probe's imports through its whole workspace the first time: seconds when busy. */
const PROBE_TIMEOUT_MS = 60_000;

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: [
      tseslint.configs.disableTypeChecked,
      { languageOptions: { parserOptions: { projectService: false } } },
    ],
  });
  // Loading the config and the TypeScript resolver takes seconds on a busy machine: do it once here.
  await lintSnippet(
    eslint,
    'functions/src/health/warm-up.rules.ts',
    "import { MESSAGES } from '../contract/index.js';",
  );
}, 120_000);

describe('import boundaries', () => {
  it.each(PROBES)(
    'refuse a wrong import in $layer',
    async ({ file, wrong, rule = PATHS }) => {
      const messages = await lintSnippet(eslint, file, wrong);
      expect(messages.map((m) => m.ruleId)).toContain(rule);
    },
    PROBE_TIMEOUT_MS,
  );

  it.each(PROBES)(
    'accept the allowed import in $layer',
    async ({ file, right }) => {
      const messages = await lintSnippet(eslint, file, right);
      expect(messages.filter((m) => m.severity === 2)).toEqual([]);
    },
    PROBE_TIMEOUT_MS,
  );
});
