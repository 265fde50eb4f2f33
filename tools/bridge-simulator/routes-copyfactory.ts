// CopyFactory configuration subset: strategies, subscribers (PUT creates or replaces, DELETE removes),
// subscription removal. Removals take CloseInstructions {mode} (default close-immediately).
import type { RemoveMode } from './copier.js';
import { riskSettingsProblem } from './risk-settings.js';
import { json, metaError, notFound, pageOf, route, type Ctx, type Reply, type Route } from './router.js';

const CONFIG = '/users/current/configuration';
const MODES: RemoveMode[] = [
  'preserve',
  'close-gracefully-by-position',
  'close-gracefully-by-symbol',
  'close-immediately',
];
const CLOSE_ONLY = ['by-position', 'by-symbol', 'immediately'];

function strategies(ctx: Ctx): Record<string, unknown>[] {
  const { market } = ctx.world;
  return market.strategies.map((s) => market.strategyDto(s.plan._id)!);
}

/** CloseInstructions.mode, close-immediately when absent; undefined when not one of MODES. */
function closeMode(body: unknown): RemoveMode | undefined {
  const mode = ((body ?? {}) as { mode?: unknown }).mode ?? 'close-immediately';
  return MODES.find((m) => m === mode);
}

function invalid(message: string, parameter: string): Reply {
  return metaError(400, 'ValidationError', 'Validation failed', { details: [{ parameter, message }] });
}

function putSubscriber(ctx: Ctx): Reply {
  const { world } = ctx;
  const id = ctx.params.id ?? '';
  const account = world.accounts.get(id);
  if (!account || !account.copyFactoryRoles.includes('SUBSCRIBER')) {
    return invalid(`Account ${id} does not exist or has no SUBSCRIBER CopyFactory role`, 'subscriberId');
  }
  const b = (ctx.body ?? {}) as Record<string, unknown>;
  if (typeof b.name !== 'string' || b.name === '') return invalid('name is required', 'name');
  if (b.closeOnly !== undefined && !(typeof b.closeOnly === 'string' && CLOSE_ONLY.includes(b.closeOnly)))
    return invalid('closeOnly is invalid', 'closeOnly');
  const subs = Array.isArray(b.subscriptions) ? (b.subscriptions as unknown[]) : [];
  const known = new Set(world.market.strategies.map((s) => s.plan._id));
  const clean: Record<string, unknown>[] = [];
  for (const [i, s] of subs.entries()) {
    const sub = (typeof s === 'object' && s !== null ? s : {}) as Record<string, unknown>;
    if (typeof sub.strategyId !== 'string' || !known.has(sub.strategyId))
      return invalid('unknown strategyId', `subscriptions[${i}].strategyId`);
    const scaling = sub.tradeSizeScaling as { mode?: unknown; tradeVolume?: unknown } | undefined;
    if (
      scaling?.mode === 'fixedVolume' &&
      !(typeof scaling.tradeVolume === 'number' && scaling.tradeVolume > 0)
    ) {
      return invalid(
        'tradeVolume must be a positive number in fixedVolume mode',
        `subscriptions[${i}].tradeSizeScaling.tradeVolume`,
      );
    }
    const risk = riskSettingsProblem(sub, `subscriptions[${i}].`);
    if (risk) return invalid(risk.message, risk.parameter);
    const { removed: _readOnly, ...rest } = sub;
    clean.push(rest);
  }
  const risk = riskSettingsProblem(b, '');
  if (risk) return invalid(risk.message, risk.parameter);
  const { subscriptions: _s, _id: _i, ...raw } = b;
  world.copier.put(id, raw, clean, world.now());
  return { status: 204 };
}

export const copyFactoryRoutes: Route[] = [
  route('GET', `${CONFIG}/strategies`, (ctx) => {
    const all = strategies(ctx);
    const items = pageOf(all, ctx.query);
    return json(ctx.headers['api-version'] === '2' ? { count: all.length, items } : items);
  }),
  route('GET', `${CONFIG}/strategies/:id`, (ctx) => {
    const strategy = strategies(ctx).find((s) => s._id === ctx.params.id);
    return strategy ? json(strategy) : notFound(`Strategy ${ctx.params.id} not found`);
  }),
  route('GET', `${CONFIG}/subscribers`, (ctx) => {
    const all = [...ctx.world.copier.subscribers.values()].map((s) => ctx.world.copier.dto(s));
    const items = pageOf(all, ctx.query);
    return json(ctx.headers['api-version'] === '2' ? { count: all.length, items } : items);
  }),
  route('GET', `${CONFIG}/subscribers/:id`, (ctx) => {
    const sub = ctx.world.copier.subscribers.get(ctx.params.id ?? '');
    return sub ? json(ctx.world.copier.dto(sub)) : notFound(`Subscriber ${ctx.params.id} not found`);
  }),
  route('PUT', `${CONFIG}/subscribers/:id`, putSubscriber),
  route('DELETE', `${CONFIG}/subscribers/:id`, (ctx) => {
    const mode = closeMode(ctx.body);
    if (!mode) return invalid(`mode must be one of ${MODES.join(', ')}`, 'mode');
    const found = ctx.world.copier.removeSubscriber(ctx.params.id ?? '', mode, ctx.world.now());
    return found ? { status: 204 } : notFound(`Subscriber ${ctx.params.id} not found`);
  }),
  route('DELETE', `${CONFIG}/subscribers/:id/subscriptions/:strategyId`, (ctx) => {
    const mode = closeMode(ctx.body);
    if (!mode) return invalid(`mode must be one of ${MODES.join(', ')}`, 'mode');
    const found = ctx.world.copier.remove(
      ctx.params.id ?? '',
      ctx.params.strategyId ?? '',
      mode,
      ctx.world.now(),
    );
    return found ? { status: 204 } : notFound('Subscriber or subscription not found');
  }),
];
