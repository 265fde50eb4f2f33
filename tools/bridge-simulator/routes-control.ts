// Test and demo control: state inspection, time travel, faults, config and per-login account profiles.
// Unauthenticated on purpose (dev-only; the server binds to 127.0.0.1 by default).
import { parseFaults, type Faults } from './faults.js';
import { json, metaError, route, type Route } from './router.js';
import type { WorldConfig } from './world.js';

export interface ControlHooks {
  faults: Faults;
  reset(): void;
}

const TUNABLE: (keyof WorldConfig)[] = [
  'deployDelayMs',
  'connectDelayMs',
  'undeployDelayMs',
  'detectionPolls',
  'detectionRetryAfterSeconds',
  'autoDeploy',
];

export function controlRoutes(hooks: ControlHooks): Route[] {
  return [
    route('GET', '/__health', () => json({ ok: true })),
    route('GET', '/__control/state', ({ world }) => json({ ...world.snapshot(), faults: hooks.faults.list })),
    route('POST', '/__control/reset', () => (hooks.reset(), { status: 204 })),
    route('POST', '/__control/advance', ({ world, body }) => {
      const ms = Number((body as { ms?: unknown } | undefined)?.ms);
      if (!Number.isFinite(ms) || ms < 0)
        return metaError(400, 'ValidationError', 'body {ms} must be a non-negative number');
      world.clock.advance(ms);
      world.sync();
      return json({ now: new Date(world.now()).toISOString() });
    }),
    route('POST', '/__control/faults', ({ body }) => {
      const parsed = parseFaults(body);
      if (typeof parsed === 'string') return metaError(400, 'ValidationError', parsed);
      hooks.faults.list.push(...parsed);
      return json({ faults: hooks.faults.list });
    }),
    route('DELETE', '/__control/faults', () => ((hooks.faults.list = []), { status: 204 })),
    route('POST', '/__control/config', ({ world, body }) => {
      const patch = (body ?? {}) as Record<string, unknown>;
      for (const key of TUNABLE) {
        if (patch[key] !== undefined) Object.assign(world.config, { [key]: patch[key] });
      }
      return json(world.config);
    }),
    route('POST', '/__control/profiles', ({ world, body }) => {
      const p = (body ?? {}) as {
        login?: unknown;
        currency?: unknown;
        balance?: unknown;
        leverage?: unknown;
      };
      if (typeof p.login !== 'string')
        return metaError(
          400,
          'ValidationError',
          'body {login, currency?, balance?, leverage?} needs a login string',
        );
      world.profiles.set(p.login, {
        ...(typeof p.currency === 'string' ? { currency: p.currency } : {}),
        ...(typeof p.balance === 'number' ? { balance: p.balance } : {}),
        ...(typeof p.leverage === 'number' ? { leverage: p.leverage } : {}),
      });
      return json({ login: p.login, profile: world.profiles.get(p.login) });
    }),
  ];
}
