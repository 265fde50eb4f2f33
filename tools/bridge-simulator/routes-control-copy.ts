// Control: arm the next copy to a subscriber with an exact delay and slippage (copy-realism.ts), so a
// test can expect a "copied late" row with known figures. Skips are armed with
// POST /__control/subscribers/:id/copy-failure (routes-control-health.ts).
import { json, metaError, route, type Route } from './router.js';

export const copyOutcomeControlRoutes: Route[] = [
  route('POST', '/__control/subscribers/:id/copy-outcome', ({ world, body, params }) => {
    const b = {
      ...((body ?? {}) as { latencyMs?: unknown; slippageBasisPoints?: unknown }),
      subscriberId: params.id,
    };
    if (
      typeof b.subscriberId !== 'string' ||
      typeof b.latencyMs !== 'number' ||
      b.latencyMs < 0 ||
      typeof b.slippageBasisPoints !== 'number'
    )
      return metaError(400, 'ValidationError', 'body {latencyMs >= 0, slippageBasisPoints} is required');
    world.copyRealism.arm(b.subscriberId, {
      latencyMs: b.latencyMs,
      slippageBasisPoints: b.slippageBasisPoints,
    });
    return json({
      armed: {
        subscriberId: b.subscriberId,
        latencyMs: b.latencyMs,
        slippageBasisPoints: b.slippageBasisPoints,
      },
    });
  }),
];
