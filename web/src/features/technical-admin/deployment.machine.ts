// Technical Admin Dashboard (docs/product.md §2 /admin/technical, §8 Deployment): loading -> ready | failed;
// Deploy Disconnected Accounts / Undeploy Connected Accounts each ask for a confirmation, run, report
// the server's answer and reload the statistics. Refresh Stats reloads. Side effects are actors.
import { errorMessage } from '@/lib/error-message';
import { assign, fromPromise, setup } from 'xstate';
import type { OutputOf } from '@copydesk/functions/contract';

export const DEPLOYMENT_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  statsFailed: (status: number) => `Failed to fetch deployment stats: ${status}`,
  deployFailed: 'Failed to deploy accounts. Please try again later.',
  undeployFailed: 'Failed to undeploy accounts. Please try again later.',
} as const;

export type BulkOperation = 'deploy' | 'undeploy';

export interface BulkResult {
  success: boolean;
  message: string;
  failedCount: number;
}

export interface DeploymentNotice {
  kind: 'success' | 'error';
  text: string;
}

export interface DeploymentContext {
  stats: OutputOf<'getDeploymentStats'> | null;
  error: string | null;
  operation: BulkOperation | null;
  notice: DeploymentNotice | null;
}

export type DeploymentEvent =
  { type: 'REFRESH' } | { type: 'DEPLOY' } | { type: 'UNDEPLOY' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export const deploymentMachine = setup({
  types: {
    context: {} as DeploymentContext,
    events: {} as DeploymentEvent,
  },
  actors: {
    loadStats: fromPromise<OutputOf<'getDeploymentStats'>>(() =>
      Promise.reject(new Error('deploymentMachine: the loadStats actor was not provided')),
    ),
    runBulk: fromPromise<BulkResult, { operation: BulkOperation }>(() =>
      Promise.reject(new Error('deploymentMachine: the runBulk actor was not provided')),
    ),
  },
  actions: {
    setStats: assign((_, params: { stats: OutputOf<'getDeploymentStats'> }) => ({
      stats: params.stats,
      error: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error, DEPLOYMENT_MESSAGES.statsFailed(0)),
    })),
    ask: assign((_, params: { operation: BulkOperation }) => ({ operation: params.operation, notice: null })),
    forget: assign({ operation: null }),
    reportDone: assign(({ context }, params: { result: BulkResult }) => ({
      notice: {
        kind: params.result.success ? ('success' as const) : ('error' as const),
        text: params.result.message,
      },
      operation: context.operation,
    })),
    reportFailed: assign(({ context }) => ({
      notice: {
        kind: 'error' as const,
        text:
          context.operation === 'deploy'
            ? DEPLOYMENT_MESSAGES.deployFailed
            : DEPLOYMENT_MESSAGES.undeployFailed,
      },
      operation: null,
    })),
    logError: (_, params: { error: unknown }) => {
      console.error('Deployment error:', params.error);
    },
  },
}).createMachine({
  id: 'deployment',
  context: { stats: null, error: null, operation: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStats',
        onDone: {
          target: 'ready',
          actions: { type: 'setStats', params: ({ event }) => ({ stats: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: {
      on: {
        REFRESH: 'loading',
        DEPLOY: { target: 'confirming', actions: { type: 'ask', params: { operation: 'deploy' as const } } },
        UNDEPLOY: {
          target: 'confirming',
          actions: { type: 'ask', params: { operation: 'undeploy' as const } },
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'running',
        CANCEL: { target: 'ready', actions: 'forget' },
      },
    },
    running: {
      invoke: {
        src: 'runBulk',
        input: ({ context }) => ({ operation: context.operation! }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'reportDone', params: ({ event }) => ({ result: event.output }) }, 'forget'],
        },
        onError: {
          target: 'ready',
          actions: ['reportFailed', { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    failed: {
      on: { REFRESH: 'loading' },
    },
  },
});
