// Provisioning API subset: create (account-creation.ts), read/list (filters given once or as arrays),
// update, deploy/undeploy/redeploy/delete, known server search.
import { accountDto, accountStatus } from './accounts.js';
import { createAccount } from './account-creation.js';
import { searchServers } from './brokers.js';
import {
  json,
  listParam,
  metaError,
  notFound,
  pageOf,
  route,
  type Ctx,
  type Reply,
  type Route,
} from './router.js';

const ACCOUNTS = '/users/current/accounts';

/** The account list's filters, each a single value or an array (SDK metatraderAccount.client). */
const FILTERS = ['state', 'connectionStatus', 'region', 'type', 'version', 'copyFactoryRoles'] as const;

function matches(value: unknown, allowed: Set<string>): boolean {
  return Array.isArray(value) ? value.some((v) => allowed.has(String(v))) : allowed.has(String(value));
}

/** PUT of MetatraderAccountUpdateDto: name, server and magic are required; settings apply at once. */
function update(ctx: Ctx, id: string): Reply {
  const a = ctx.world.accounts.get(id)!;
  const b = (ctx.body ?? {}) as Record<string, unknown>;
  const details = [
    ...['name', 'server'].filter((k) => typeof b[k] !== 'string' || b[k] === ''),
    ...(typeof b.magic === 'number' ? [] : ['magic']),
  ].map((parameter) => ({ parameter, message: `${parameter} is required` }));
  if (details.length > 0) return metaError(400, 'ValidationError', 'Validation failed', { details });
  a.name = String(b.name);
  a.server = String(b.server);
  a.magic = Number(b.magic);
  return { status: 204 };
}

function list(ctx: Ctx): Reply {
  const { world, query } = ctx;
  const now = world.now();
  const text = query.get('query')?.toLowerCase();
  const filters = FILTERS.map((name) => [name, listParam(query, name)] as const);
  const all = [...world.accounts.values()]
    .map((a) => accountDto(a, accountStatus(a, now, world.config)))
    .filter((a) => filters.every(([name, allowed]) => !allowed || matches(a[name], allowed)))
    .filter(
      (a) => !text || [a._id, a.name, a.server, a.login].some((v) => String(v).toLowerCase().includes(text)),
    );
  const items = pageOf(all, query);
  return json(ctx.headers['api-version'] === '2' ? { count: all.length, items } : items);
}

function withAccount(handler: (ctx: Ctx, id: string) => Reply): (ctx: Ctx) => Reply {
  return (ctx) => {
    const id = ctx.params.id ?? '';
    return ctx.world.accounts.has(id)
      ? handler(ctx, id)
      : notFound(`Trading account with id ${id} not found`);
  };
}

export const provisioningRoutes: Route[] = [
  route('POST', ACCOUNTS, createAccount),
  route('GET', ACCOUNTS, list),
  route(
    'GET',
    `${ACCOUNTS}/:id`,
    withAccount(({ world }, id) => {
      const a = world.accounts.get(id)!;
      return json(accountDto(a, accountStatus(a, world.now(), world.config)));
    }),
  ),
  route(
    'POST',
    `${ACCOUNTS}/:id/deploy`,
    withAccount(({ world }, id) => {
      const a = world.accounts.get(id)!;
      const state = accountStatus(a, world.now(), world.config).state;
      if (state !== 'DEPLOYING' && state !== 'DEPLOYED' && state !== 'DELETING')
        a.phase = { kind: 'deploying', since: world.now() };
      return { status: 204 };
    }),
  ),
  route('PUT', `${ACCOUNTS}/:id`, withAccount(update)),
  route(
    'POST',
    `${ACCOUNTS}/:id/redeploy`,
    // Undeploy followed by deploy: the account goes through deployment again (not while deleting).
    withAccount(({ world }, id) => {
      const a = world.accounts.get(id)!;
      if (a.phase.kind !== 'deleting') a.phase = { kind: 'deploying', since: world.now() };
      return { status: 204 };
    }),
  ),
  route(
    'POST',
    `${ACCOUNTS}/:id/undeploy`,
    withAccount(({ world }, id) => {
      const a = world.accounts.get(id)!;
      const state = accountStatus(a, world.now(), world.config).state;
      if (state === 'DEPLOYING' || state === 'DEPLOYED')
        a.phase = { kind: 'undeploying', since: world.now() };
      return { status: 204 };
    }),
  ),
  route(
    'DELETE',
    `${ACCOUNTS}/:id`,
    withAccount(({ world }, id) => {
      const a = world.accounts.get(id)!;
      if (a.phase.kind !== 'deleting') a.phase = { kind: 'deleting', since: world.now() };
      return { status: 204 };
    }),
  ),
  route('GET', '/known-mt-servers/:version/search', ({ query }) =>
    json(searchServers(query.get('query') ?? '')),
  ),
];
