// Subscribe and Save as the trade-size modal sends them (docs/product.md §5 "Risk acknowledgement"),
// for suites whose subject is something else: the request carries the acknowledgement the modal's
// preview asks for, worked out with the shared rule from the same reads the modal makes (the strategy's
// risk basis, the account's other subscriptions and the account's equity). The risk gate's own suite (tests/functions/risk-gate.test.ts)
// writes its figures out by hand instead.
import { acknowledgementFor, previewRisk, type RiskAcknowledgement } from '@copydesk/functions/product-rules';
import type { TestUser } from '../../tools/stack-clients/users.ts';
import { clientFor } from './api.ts';

interface LotRequest {
  subscriberId: string;
  strategyId: string;
  tradeVolume: number;
}

/** `input` with the acknowledgement its lot asks for (none added when it asks for none). */
export async function withRiskAcknowledged<T extends LotRequest>(
  user: TestUser,
  input: T,
): Promise<T & { riskAcknowledgement?: RiskAcknowledgement }> {
  const client = clientFor(user);
  const [risk, info] = await Promise.all([
    client.getStrategyRisk({ strategyId: input.strategyId, accountId: input.subscriberId }),
    client.getAccountInfo({ accountId: input.subscriberId }),
  ]);
  const preview = previewRisk(
    input.tradeVolume,
    risk.basis,
    info.accountInfo,
    risk.acknowledgeAbovePercent,
    risk.accountRate ?? null,
    risk.held ?? null,
  );
  const acknowledgement = acknowledgementFor(preview);
  return acknowledgement ? { ...input, riskAcknowledgement: acknowledgement } : input;
}
