// The Copy Report tab (docs/product.md §10): loads the report for a period (7/30/90 days), keeps the
// outcome and strategy filters; a period change reloads, a filter change only re-filters.
import { assign, fromPromise, setup } from 'xstate';
import type { OutputOf } from '@copydesk/functions/contract';
import type { CopyOutcome, CopyReportPeriod } from '@copydesk/functions/product-rules';

export const COPY_REPORT_MESSAGES = {
  loadFailed: 'Failed to load the copy report. Please try again.',
} as const;

export interface CopyReportContext {
  accountId: string;
  days: CopyReportPeriod;
  outcome: CopyOutcome | 'all';
  strategyId: string;
  report: OutputOf<'getCopyReport'> | null;
  error: string | null;
}

export type CopyReportEvent =
  | { type: 'PERIOD'; days: CopyReportPeriod }
  | { type: 'FILTER.OUTCOME'; outcome: CopyOutcome | 'all' }
  | { type: 'FILTER.STRATEGY'; strategyId: string }
  | { type: 'RETRY' };

export const copyReportMachine = setup({
  types: {
    context: {} as CopyReportContext,
    events: {} as CopyReportEvent,
    input: {} as { accountId: string },
  },
  actors: {
    loadReport: fromPromise<OutputOf<'getCopyReport'>, { accountId: string; days: CopyReportPeriod }>(() =>
      Promise.reject(new Error('copyReportMachine: loadReport was not provided')),
    ),
  },
}).createMachine({
  id: 'copyReport',
  context: ({ input }) => ({
    accountId: input.accountId,
    days: 30,
    outcome: 'all',
    strategyId: 'all',
    report: null,
    error: null,
  }),
  on: {
    'FILTER.OUTCOME': { actions: assign({ outcome: ({ event }) => event.outcome }) },
    'FILTER.STRATEGY': { actions: assign({ strategyId: ({ event }) => event.strategyId }) },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadReport',
        input: ({ context }) => ({ accountId: context.accountId, days: context.days }),
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: COPY_REPORT_MESSAGES.loadFailed }) },
      },
    },
    ready: {
      on: { PERIOD: { target: 'loading', actions: assign({ days: ({ event }) => event.days }) } },
    },
    failed: {
      on: {
        RETRY: 'loading',
        PERIOD: { target: 'loading', actions: assign({ days: ({ event }) => event.days }) },
      },
    },
  },
});
