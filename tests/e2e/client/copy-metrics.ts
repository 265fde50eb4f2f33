// The copies as CopyFactory reports them, read raw from the simulator's subscription-transactions route
// (no adapter of ours in between): the ground truth the copy report and the strategy cards must show.
import { simulatorUrl } from '../../../tools/stack-clients/emulators.ts';
import { simulatorToken } from '../../../tools/stack-clients/simulator-accounts.ts';

export interface RawCopyOpen {
  subscriberId: string;
  strategyId: string;
  symbol: string;
  slavePositionId: string;
  tickPrice: number;
  latencyMs: number;
  slippageBasisPoints: number;
}

interface RawTransaction {
  subscriberId: string;
  strategy: { id: string };
  symbol?: string;
  slavePositionId?: string;
  tickPrice?: number;
  time: string;
  metrics?: { tradeCopyingLatency?: number; tradeCopyingSlippageInBasisPoints?: number };
}

/** The opening deal of each copy (the first deal of its slavePositionId) with CopyFactory's metrics. */
export async function rawCopyOpens(query: Record<string, string>): Promise<RawCopyOpen[]> {
  const now = Date.parse(
    ((await (await fetch(`${simulatorUrl()}/__control/state`)).json()) as { now: string }).now,
  );
  const transactions: RawTransaction[] = [];
  // Every page (MetaApi pages by offset, at most 1000 a page): other suites' copies count too.
  for (let offset = 0; ; offset += 1000) {
    const params = new URLSearchParams({
      from: new Date(now - 30 * 86_400_000).toISOString(),
      till: new Date(now).toISOString(),
      limit: '1000',
      offset: String(offset),
      ...query,
    });
    const response = await fetch(
      `${simulatorUrl()}/users/current/subscription-transactions?${params.toString()}`,
      { headers: { 'auth-token': simulatorToken() } },
    );
    if (!response.ok) throw new Error(`subscription-transactions: ${response.status}`);
    const page = (await response.json()) as RawTransaction[];
    transactions.push(...page);
    if (page.length < 1000) break;
  }
  const seen = new Set<string>();
  const opens: RawCopyOpen[] = [];
  for (const t of transactions) {
    const m = t.metrics;
    if (t.slavePositionId === undefined || seen.has(t.slavePositionId)) continue;
    seen.add(t.slavePositionId);
    if (m?.tradeCopyingLatency === undefined || m.tradeCopyingSlippageInBasisPoints === undefined) continue;
    opens.push({
      subscriberId: t.subscriberId,
      strategyId: t.strategy.id,
      symbol: t.symbol ?? '',
      slavePositionId: t.slavePositionId,
      tickPrice: t.tickPrice ?? Number.NaN,
      latencyMs: m.tradeCopyingLatency,
      slippageBasisPoints: m.tradeCopyingSlippageInBasisPoints,
    });
  }
  return opens;
}
