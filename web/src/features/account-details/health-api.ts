// The Health section's side effects over the shared API client: the stored health with its incidents
// (getAccountHealth), and a check on demand (refreshAccountHealth) followed by a re-read, so the
// incident list includes what the check opened or resolved.
import { fromPromise } from 'xstate';
import { api } from '@/lib/api';
import { healthMachine, type HealthView } from './health.machine';

export async function fetchHealth(accountId: string): Promise<HealthView> {
  const { health, openIncident, incidents } = await api.getAccountHealth({ accountId });
  return { health, openIncident, incidents };
}

export async function checkHealthNow(accountId: string): Promise<HealthView> {
  await api.refreshAccountHealth({ accountId });
  return fetchHealth(accountId);
}

/** Resume copying after a stop-out (resumeCopying resets it on the bridge), then a re-read. */
export async function resumeCopying(accountId: string): Promise<HealthView> {
  await api.resumeCopying({ subscriberId: accountId });
  return fetchHealth(accountId);
}

export const liveHealthMachine = healthMachine.provide({
  actors: {
    resume: fromPromise<HealthView, { accountId: string }>(({ input }) => resumeCopying(input.accountId)),
    loadHealth: fromPromise<HealthView, { accountId: string }>(({ input }) => fetchHealth(input.accountId)),
    checkNow: fromPromise<HealthView, { accountId: string }>(({ input }) => checkHealthNow(input.accountId)),
  },
});
