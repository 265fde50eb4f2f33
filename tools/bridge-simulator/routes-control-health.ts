// Control routes that cause every copy-health incident (tests and demos; no auth, dev only):
//   POST /__control/accounts/:id/connection {connectionStatus}  CONNECTED | DISCONNECTED | DISCONNECTED_FROM_BROKER
//   POST /__control/accounts/:id/deploy-failure {state?}        DEPLOY_FAILED (default) | REDEPLOY_FAILED
//   POST /__control/subscribers/:id/copy-failure {reason, when?, strategyId?, symbol?}
//   POST /__control/subscribers/:id/stopout {strategyId?, reason?, reasonDescription?, durationMs?}
//   POST /__control/subscribers/:id/user-log {level, message, time?, ...}  any user-log entry
import type { AccountFault } from './accounts.js';
import { COPY_FAILURE_REASONS, isCopyFailureReason, logCopyFailure } from './copy-failures.js';
import { json, metaError, notFound, route, type Ctx, type Reply, type Route } from './router.js';
import { stopoutDto } from './stopouts.js';
import { USER_LOG_LEVELS, userLogDto, type UserLogEntry, type UserLogLevel } from './user-log.js';

type Body = Record<string, unknown>;
const bodyOf = (ctx: Ctx): Body =>
  typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Body) : {};
const bad = (message: string): Reply => metaError(400, 'ValidationError', message);
const CONNECTION = ['CONNECTED', 'DISCONNECTED', 'DISCONNECTED_FROM_BROKER'];
const DAY_MS = 86_400_000;

function withAccount(handler: (ctx: Ctx, id: string) => Reply) {
  return (ctx: Ctx): Reply => {
    const id = ctx.params.id ?? '';
    return ctx.world.accounts.has(id)
      ? handler(ctx, id)
      : notFound(`Trading account with id ${id} not found`);
  };
}

/** The strategy a subscriber-level cause refers to: the one named, else the first subscription's. */
function strategyOf(ctx: Ctx, id: string): { id: string; name: string; symbol: string } | undefined {
  const named = bodyOf(ctx).strategyId;
  const sub = ctx.world.copier.subscribers.get(id);
  const strategyId = typeof named === 'string' ? named : sub?.subscriptions[0]?.strategyId;
  const plan = ctx.world.market.strategies.find((s) => s.plan._id === strategyId)?.plan;
  return plan ? { id: plan._id, name: plan.name, symbol: plan.symbols[0] ?? 'EURUSD' } : undefined;
}

function copyFailure(ctx: Ctx, id: string): Reply {
  const { reason, when = 'next', symbol } = bodyOf(ctx);
  if (!isCopyFailureReason(reason)) return bad(`reason must be one of ${COPY_FAILURE_REASONS.join(', ')}`);
  if (when !== 'next' && when !== 'now') return bad("when must be 'next' or 'now'");
  if (when === 'next') {
    ctx.world.copyFailures.arm(id, reason);
    return json({ armed: reason });
  }
  const strategy = strategyOf(ctx, id);
  if (!strategy) return bad('the subscriber has no subscription; pass a known strategyId');
  const open = {
    subscriberId: id,
    strategyId: strategy.id,
    strategyName: strategy.name,
    symbol: typeof symbol === 'string' ? symbol : strategy.symbol,
    side: 'buy' as const,
    volume: 0.01,
    time: ctx.world.now(),
  };
  logCopyFailure(ctx.world.userLog, reason, open);
  return json(userLogDto(ctx.world.userLog.query(id, { offset: 0, limit: 1 })[0]!));
}

function stopout(ctx: Ctx, id: string): Reply {
  const b = bodyOf(ctx);
  const strategy = strategyOf(ctx, id);
  if (!strategy) return bad('the subscriber has no subscription; pass a known strategyId');
  const durationMs = typeof b.durationMs === 'number' && b.durationMs > 0 ? b.durationMs : DAY_MS;
  const now = ctx.world.now();
  const stored = ctx.world.stopouts.add({
    subscriberId: id,
    strategy: { id: strategy.id, name: strategy.name },
    partial: false,
    reason: typeof b.reason === 'string' ? b.reason : 'day-equity-difference',
    reasonDescription:
      typeof b.reasonDescription === 'string' ? b.reasonDescription : 'daily equity drawdown exceeded limit',
    closePositions: b.closePositions === true,
    stoppedAt: now,
    stoppedTill: now + durationMs,
  });
  return json(stopoutDto(stored));
}

function appendLog(ctx: Ctx, id: string): Reply {
  const { level, message, time, ...rest } = bodyOf(ctx);
  if (!USER_LOG_LEVELS.includes(level as UserLogLevel))
    return bad(`level must be one of ${USER_LOG_LEVELS.join(', ')}`);
  if (typeof message !== 'string' || message === '') return bad('message is required');
  const at = typeof time === 'string' ? Date.parse(time) : ctx.world.now();
  if (Number.isNaN(at)) return bad('time must be an ISO date-time');
  const entry = { ...rest, time: at, level, message } as UserLogEntry;
  ctx.world.userLog.append(id, entry);
  return json(userLogDto(entry));
}

export const copyHealthControlRoutes: Route[] = [
  route(
    'POST',
    '/__control/accounts/:id/connection',
    withAccount((ctx, id) => {
      const status = bodyOf(ctx).connectionStatus;
      if (typeof status !== 'string' || !CONNECTION.includes(status))
        return bad(`connectionStatus must be one of ${CONNECTION.join(', ')}`);
      const account = ctx.world.accounts.get(id)!;
      const { connection: _old, ...fault } = account.fault ?? {};
      account.fault =
        status === 'CONNECTED'
          ? fault
          : { ...fault, connection: status as NonNullable<AccountFault['connection']> };
      return { status: 204 };
    }),
  ),
  route(
    'POST',
    '/__control/accounts/:id/deploy-failure',
    withAccount((ctx, id) => {
      const state = bodyOf(ctx).state ?? 'DEPLOY_FAILED';
      if (state !== 'DEPLOY_FAILED' && state !== 'REDEPLOY_FAILED')
        return bad("state must be 'DEPLOY_FAILED' or 'REDEPLOY_FAILED'");
      const account = ctx.world.accounts.get(id)!;
      account.fault = { ...account.fault, failedState: { state, phase: account.phase } };
      return { status: 204 };
    }),
  ),
  route('POST', '/__control/subscribers/:id/copy-failure', withAccount(copyFailure)),
  route('POST', '/__control/subscribers/:id/stopout', withAccount(stopout)),
  route('POST', '/__control/subscribers/:id/user-log', withAccount(appendLog)),
];
