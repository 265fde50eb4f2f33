// The copy-health figures over all accounts (README "Copy health"): accounts per health state and the
// open incidents, from listAccountHealth's summary. Used by the admin panel's header and the technical
// admin dashboard. loading -> ready | failed; REFRESH reloads from either.
import { assign, fromPromise, setup } from 'xstate';
import type { HealthSummary } from '@copydesk/functions/contract';

export const HEALTH_SUMMARY_FAILED = 'Failed to load the health of the accounts.';

export interface HealthSummaryContext {
  summary: HealthSummary | null;
  error: string | null;
}

export const healthSummaryMachine = setup({
  types: {
    context: {} as HealthSummaryContext,
    events: {} as { type: 'REFRESH' },
  },
  actors: {
    loadSummary: fromPromise<HealthSummary>(() =>
      Promise.reject(new Error('healthSummaryMachine: loadSummary was not provided')),
    ),
  },
}).createMachine({
  id: 'healthSummary',
  context: { summary: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSummary',
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: HEALTH_SUMMARY_FAILED }),
            ({ event }) => console.error('Error loading the health summary:', event.error),
          ],
        },
      },
    },
    ready: { on: { REFRESH: 'loading' } },
    failed: { on: { REFRESH: 'loading' } },
  },
});
