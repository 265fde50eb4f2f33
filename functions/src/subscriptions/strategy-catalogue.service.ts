// The strategies on offer with the figures their cards show (docs/product.md §2 "Copy report and
// strategy cards"). Names and descriptions are mirrored into strategies/{id} on the way (the web app
// reads a strategy's name there), at most once per ten minutes per instance. The honest figures come
// from the statistics cache (README "Copy report and strategy statistics"): read here, computed only by
// the schedule. Whether a strategy is active and how many of our accounts follow it are CopyDesk's own
// (strategies-repo.ts): CopyFactory's strategy has neither.
import type { Strategy } from '../bridge/index.js';
import type { AuditCaller } from '../platform/audit/audit.service.js';
import { auditActor } from '../platform/audit/audit.service.js';
import type { CachedStrategyStatistics } from '../contract/index.js';
import { notFoundRule } from '../platform/rule-violation.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import {
  mirrorStrategiesIfStale,
  readStrategyStandings,
  writeStrategyActive,
  type StrategyStanding,
} from './strategies.repo.js';
import { readStrategyStatistics } from '../statistics/strategy-statistics.repo.js';
import { bridge, firestore as db } from '../platform/clients.js';

export interface CatalogueEntry {
  strategy: Strategy;
  standing: StrategyStanding;
  statistics: CachedStrategyStatistics | undefined;
}

export async function strategyCatalogue(): Promise<CatalogueEntry[]> {
  const strategies = await bridge().listStrategies();
  const ids = strategies.map((s) => s.id);
  const [statistics, standings] = await Promise.all([
    readStrategyStatistics(db, ids),
    readStrategyStandings(ids),
    mirrorStrategiesIfStale(strategies),
  ]);
  return strategies.map((strategy) => ({
    strategy,
    standing: standings.get(strategy.id) ?? { active: true, subscribers: 0 },
    statistics: statistics.get(strategy.id),
  }));
}

/** Whether admins left the strategy open to new subscriptions (docs/product.md §3). */
export async function isStrategyActive(strategyId: string): Promise<boolean> {
  return (await readStrategyStandings([strategyId])).get(strategyId)?.active ?? true;
}

/** An admin's change of a strategy's state, audited with the state before; 404 for an unknown strategy. */
export async function changeStrategyActive(caller: AuditCaller, strategyId: string, active: boolean) {
  if (!(await bridge().getStrategy(strategyId))) throw notFoundRule('Strategy not found');
  const before = await writeStrategyActive(strategyId, active, caller.uid);
  await recordAudit({
    ...auditActor(caller),
    action: 'strategy.activeChanged',
    details: { strategyId, before: { active: before }, after: { active } },
  });
}
