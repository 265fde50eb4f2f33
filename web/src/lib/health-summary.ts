// The live copy-health summary: one listAccountHealth page of a single account is enough, since the
// summary in the answer counts every account (contract: listAccountHealthOutput.summary).
import { fromPromise } from 'xstate';
import type { HealthSummary } from '@copydesk/functions/contract';
import { api } from './api';
import { healthSummaryMachine } from './health-summary.machine';

export async function fetchHealthSummary(): Promise<HealthSummary> {
  const answer = await api.listAccountHealth({ pageSize: 1 });
  return answer.summary;
}

export const liveHealthSummaryMachine = healthSummaryMachine.provide({
  actors: { loadSummary: fromPromise<HealthSummary>(() => fetchHealthSummary()) },
});
