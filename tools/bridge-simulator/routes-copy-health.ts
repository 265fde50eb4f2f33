// CopyFactory trading routes the health monitor reads (COPYFACTORY-CONTRACTS §2.1): the subscriber's
// stop-outs and their reset, and the subscriber user log with its documented filters and paging.
import { stopoutDto } from './stopouts.js';
import { USER_LOG_LEVELS, userLogDto, type UserLogLevel } from './user-log.js';
import { json, metaError, notFound, route, type Ctx, type Reply, type Route } from './router.js';

const SUBSCRIBERS = '/users/current/subscribers';

/** Subscribers are CopyFactory accounts: a known account or subscriber id, else 404. */
function known(ctx: Ctx): boolean {
  const id = ctx.params.id ?? '';
  return ctx.world.accounts.has(id) || ctx.world.copier.subscribers.has(id);
}

function invalid(parameter: string, message: string): Reply {
  return metaError(400, 'ValidationError', 'Validation failed', { details: [{ parameter, message }] });
}

function timeParam(ctx: Ctx, name: string): number | undefined | Reply {
  const raw = ctx.query.get(name);
  if (raw === null) return undefined;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? invalid(name, `${name} must be an ISO date-time`) : time;
}

function userLog(ctx: Ctx): Reply {
  if (!known(ctx)) return notFound(`Subscriber ${ctx.params.id} not found`);
  const startTime = timeParam(ctx, 'startTime');
  const endTime = timeParam(ctx, 'endTime');
  if (typeof startTime === 'object') return startTime;
  if (typeof endTime === 'object') return endTime;
  const level = ctx.query.get('level') ?? undefined;
  if (level !== undefined && !USER_LOG_LEVELS.includes(level as UserLogLevel))
    return invalid('level', `level must be one of ${USER_LOG_LEVELS.join(', ')}`);
  const offset = Number(ctx.query.get('offset') ?? 0);
  const limit = Number(ctx.query.get('limit') ?? 1000);
  if (!Number.isInteger(offset) || offset < 0) return invalid('offset', 'offset must be a whole number >= 0');
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    return invalid('limit', 'limit must be a whole number from 1 to 1000');
  const entries = ctx.world.userLog.query(ctx.params.id ?? '', {
    startTime,
    endTime,
    strategyId: ctx.query.get('strategyId') ?? undefined,
    positionId: ctx.query.get('positionId') ?? undefined,
    level: level as UserLogLevel | undefined,
    offset,
    limit,
  });
  return json(entries.map(userLogDto));
}

export const copyHealthRoutes: Route[] = [
  route('GET', `${SUBSCRIBERS}/:id/stopouts`, (ctx) =>
    known(ctx)
      ? json(ctx.world.stopouts.active(ctx.params.id ?? '', ctx.world.now()).map(stopoutDto))
      : notFound(`Subscriber ${ctx.params.id} not found`),
  ),
  route('POST', `${SUBSCRIBERS}/:id/stopouts/:reason/reset`, (ctx) => {
    if (!known(ctx)) return notFound(`Subscriber ${ctx.params.id} not found`);
    ctx.world.stopouts.reset(ctx.params.id ?? '', ctx.params.reason ?? '');
    return { status: 204 };
  }),
  route('POST', `${SUBSCRIBERS}/:id/subscription-strategies/:strategyId/stopouts/:reason/reset`, (ctx) => {
    if (!known(ctx)) return notFound(`Subscriber ${ctx.params.id} not found`);
    ctx.world.stopouts.reset(ctx.params.id ?? '', ctx.params.reason ?? '', ctx.params.strategyId);
    return { status: 204 };
  }),
  route('GET', `${SUBSCRIBERS}/:id/user-log`, userLog),
];
