// Demo strategy statistics: one run of the statistics job after the demo market has run, so the strategy
// cards open with figures (schedules never fire in the emulator). The simulator gives its strategies 90
// days of history (COPYDESK_SIMULATOR_HISTORY_DAYS), enough for every figure. One strategy is inactive,
// as an admin would leave it (docs/product.md §3): its card disables Subscribe and says why.
import { getFirestore } from 'firebase-admin/firestore';
import { MetaApiBridge } from '../../functions/src/bridge/index.ts';
import { refreshStrategyStatistics } from '../../functions/src/statistics/strategy-statistics.service.ts';
import { writeStrategyActive } from '../../functions/src/subscriptions/strategies.repo.ts';

/** Yen Carry: no demo account follows it (they take the first active strategy, Steady Majors). */
export const DEMO_INACTIVE_STRATEGY = 'YnCa';

export async function seedStrategyStatistics(): Promise<void> {
  const url = process.env.COPYDESK_SIMULATOR_URL;
  const token = process.env.COPYDESK_SIMULATOR_TOKEN;
  if (!url || !token) throw new Error('COPYDESK_SIMULATOR_URL and COPYDESK_SIMULATOR_TOKEN are not set');
  const bridge = new MetaApiBridge({
    provisioningUrl: url,
    clientUrl: url,
    copyFactoryUrl: url,
    token,
    timeoutMs: 30_000,
  });
  const now = Date.parse(((await (await fetch(`${url}/__control/state`)).json()) as { now: string }).now);
  const run = await refreshStrategyStatistics({ bridge, db: getFirestore(), now });
  console.log(`Strategy statistics cached for ${run.strategies} strategies (${run.trades} closed trades).`);
}

/** Closes the demo's inactive strategy to new subscriptions, as an admin's Strategies dialog does. */
export async function seedInactiveStrategy(): Promise<void> {
  await writeStrategyActive(DEMO_INACTIVE_STRATEGY, false, 'demo-seed');
  console.log(`Strategy ${DEMO_INACTIVE_STRATEGY} is inactive: its card disables Subscribe.`);
}
