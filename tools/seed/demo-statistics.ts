// Demo strategy statistics: one run of the statistics job after the demo market has run, so the strategy
// cards open with figures (schedules never fire in the emulator). The simulator gives its strategies 90
// days of history (COPYDESK_SIMULATOR_HISTORY_DAYS), enough for every figure.
import { getFirestore } from 'firebase-admin/firestore';
import { MetaApiBridge } from '../../functions/src/bridge/index.ts';
import { refreshStrategyStatistics } from '../../functions/src/services/strategy-statistics.ts';

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
