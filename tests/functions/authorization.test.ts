// Who may call what: for EVERY endpoint of the endpoint table (functions/src/contract/endpoints.ts), six
// callers with the status each must get. The statuses per access level are written literally below and
// the rows come from the table itself, so an endpoint added there is checked here without anyone listing
// it; the few endpoints whose answer differs from their access level say so in EXCEPTIONS. Every call
// uses a fresh scenario (owner + valid input), so a successful mutating call by one actor never changes
// what the next actor sees. 401 for all endpoints without a valid token, including those the original
// spec called without authentication.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointNames, endpoints, type Access, type EndpointName } from '@copydesk/functions/contract';
import { callRaw } from '../support/api.ts';
import { ACTORS, authorizationOf, makeCast, scenarios, type Actor, type Cast } from '../support/actors.ts';
import { fastSimulator } from '../support/simulator.ts';

type Expected = Record<Actor, number>;

const BY_ACCESS: Record<Access, Expected> = {
  user: { none: 401, forged: 401, owner: 200, other: 200, admin: 200, technicalAdmin: 200 },
  account: { none: 401, forged: 401, owner: 200, other: 403, admin: 200, technicalAdmin: 200 },
  admin: { none: 401, forged: 401, owner: 403, other: 403, admin: 200, technicalAdmin: 200 },
  technicalAdmin: { none: 401, forged: 401, owner: 403, other: 403, admin: 403, technicalAdmin: 200 },
};

const refusedToAll: Expected = {
  none: 401,
  forged: 401,
  owner: 403,
  other: 403,
  admin: 403,
  technicalAdmin: 403,
};
// The run id names no run: a technical admin gets past authorization to the handler's 404.
const noSuchRun: Expected = { ...BY_ACCESS.technicalAdmin, technicalAdmin: 404 };

/** Endpoints whose answers are not those of their access level alone, and why. */
const EXCEPTIONS: Partial<Record<EndpointName, Expected>> = {
  // userId names the owner: only the owner or an admin may connect an account for them.
  provisionFullAccount: { ...BY_ACCESS.user, other: 403 },
  getDeploymentRun: noSuchRun,
  cancelDeploymentRun: noSuchRun,
  retryDeploymentRun: noSuchRun,
  // Only an admin without a trusted factor may ask for a mailbox link; the cast's admins have one.
  requestMailboxProof: refusedToAll,
  trustEnrolledFactor: refusedToAll,
};

const expectedOf = (name: EndpointName): Expected => EXCEPTIONS[name] ?? BY_ACCESS[endpoints[name].access];

/** Last: it revokes the cast's sessions, so no later row may use their tokens. */
const LAST: EndpointName = 'revokeMySessions';

/**
 * Erases whoever calls it: called without a token, with a forged one and by the row's own (fresh) owner
 * only, never with the cast's tokens, which every later row needs.
 */
const SELF_ERASING: EndpointName = 'deleteMyAccount';
const SELF_ERASING_ACTORS: Actor[] = ['none', 'forged', 'owner'];

/** A scenario name, the endpoint to call, and the status each actor must get. */
type Row = [keyof typeof scenarios, EndpointName, Expected];

const TABLE: Row[] = [
  ...endpointNames.filter((name) => name !== LAST).map((name): Row => [name, name, expectedOf(name)]),
  // The admin panel's removal (its strategyId and mode) is for admins only, the owner included.
  ['unsubscribeFromStrategy(admin variant)', 'unsubscribeFromStrategy', BY_ACCESS.admin],
  [LAST, LAST, expectedOf(LAST)],
];

const CASES = TABLE.flatMap(([scenario, endpoint, expected]) =>
  (endpoint === SELF_ERASING ? SELF_ERASING_ACTORS : ACTORS).map(
    (actor) => [scenario, endpoint, actor, expected[actor]] as const,
  ),
);

describe('authorization matrix', () => {
  let cast: Cast;

  beforeAll(async () => {
    await fastSimulator();
    cast = await makeCast();
  });

  it.each(CASES)('%s (%s) as %s answers %i', async (scenario, endpoint, actor, status) => {
    const { owner, input } = await scenarios[scenario]();
    const answer = await callRaw(endpoint, { authorization: authorizationOf(actor, owner, cast), input });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
    if (status === 401) expect(answer.body).toEqual({ success: false, error: 'Not authenticated' });
    if (status === 403) expect(answer.body.success).toBe(false);
    if (status === 200) expect(answer.body.success).not.toBe(false);
  });
});
