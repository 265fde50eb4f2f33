// POST /users/current/accounts as MetaApi answers it: 202 while broker settings are detected, the same
// account again for a known transaction-id, E_AUTH and E_SRV_NOT_FOUND refusals, 201 with CREATED.
import { accountStatus } from './accounts.js';
import { Book } from './book.js';
import { isKnownServer, isPasswordAccepted, profileForLogin, suggestServers } from './brokers.js';
import { json, metaError, type Ctx, type Reply } from './router.js';

export function createAccount(ctx: Ctx): Reply {
  const { world } = ctx;
  const txn = ctx.headers['transaction-id'];
  if (typeof txn !== 'string' || !/^[A-Za-z0-9]{32}$/.test(txn)) {
    return metaError(400, 'ValidationError', 'A 32-character transaction-id header is required.');
  }
  const known = world.transactions.get(txn);
  const existing = known?.accountId ? world.accounts.get(known.accountId) : undefined;
  if (existing)
    return json({ id: existing.id, state: accountStatus(existing, world.now(), world.config).state }, 201);

  const b = (ctx.body ?? {}) as Record<string, unknown>;
  const missing = ['name', 'login', 'password', 'server'].filter(
    (k) => typeof b[k] !== 'string' || b[k] === '',
  );
  if (missing.length > 0 || b.platform !== 'mt5' || typeof b.magic !== 'number') {
    const details = missing.map((parameter) => ({ parameter, message: `${parameter} is required` }));
    if (b.platform !== 'mt5')
      details.push({ parameter: 'platform', message: 'platform must be mt5 on this simulator' });
    if (typeof b.magic !== 'number') details.push({ parameter: 'magic', message: 'magic is required' });
    return metaError(400, 'ValidationError', 'Validation failed', { details });
  }
  const login = String(b.login);
  const server = String(b.server);
  if (!/^\d+$/.test(login))
    return metaError(400, 'ValidationError', 'Validation failed', {
      details: [{ parameter: 'login', message: 'login must be digits' }],
    });
  if (!isKnownServer(server)) {
    return metaError(
      400,
      'ValidationError',
      'We were unable to retrieve the server settings for the specified server name.',
      {
        details: { code: 'E_SRV_NOT_FOUND', serversByBrokers: suggestServers(server) },
      },
    );
  }
  const t = known ?? { polls: 0 };
  world.transactions.set(txn, t);
  if (t.polls < world.config.detectionPolls) {
    t.polls++;
    return inProgress(
      world.config.detectionRetryAfterSeconds,
      'Automatic broker settings detection is in progress, please retry later',
    );
  }
  if (!isPasswordAccepted(String(b.password))) {
    return metaError(
      400,
      'ValidationError',
      'Failed to authenticate to the broker. Please check the login and password.',
      { details: 'E_AUTH' },
    );
  }
  const profile = profileForLogin(login, world.profiles);
  const now = world.now();
  const account = {
    id: world.newAccountId(),
    name: String(b.name),
    login,
    server,
    region: typeof b.region === 'string' ? b.region : 'new-york',
    reliability: b.reliability === 'regular' ? 'regular' : 'high',
    copyFactoryRoles: Array.isArray(b.copyFactoryRoles) ? b.copyFactoryRoles.map(String) : [],
    magic: Number(b.magic),
    createdAt: now,
    phase: world.config.autoDeploy
      ? ({ kind: 'deploying', since: now } as const)
      : ({ kind: 'created' } as const),
    book: new Book(profile.currency, profile.leverage, profile.balance, now, world.nextId),
  };
  world.accounts.set(account.id, account);
  t.accountId = account.id;
  // The creation answer reports CREATED; later reads show the deployment moving on.
  return json({ id: account.id, state: 'CREATED' }, 201);
}

/** A 202 in MetaApi's style. Whole seconds go in Retry-After; a fraction only in body metadata. */
export function inProgress(seconds: number, message: string): Reply {
  const headers: Record<string, string> = Number.isInteger(seconds) ? { 'retry-after': String(seconds) } : {};
  const recommendedRetryTime = new Date(Date.now() + seconds * 1000).toISOString();
  return { status: 202, headers, body: { message, metadata: { recommendedRetryTime } } };
}
