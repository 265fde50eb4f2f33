// Rows for the provisioning routes (BRIDGE-API.md §1), each held against the adapter's reader and
// MetaApi's published example (tests/bridge/published-examples.ts).
import { newTransactionId } from '../../functions/src/bridge/index.js';
import * as S from '../../functions/src/bridge/metaapi-schemas.js';
import * as X from '../bridge/published-examples.js';
import { first, type PublishedExample, type RouteRow } from './published-shape.js';

const ACCOUNTS = '/users/current/accounts';
let logins = 0;

/** BRIDGE-API.md §1.4 "Account fields" documents each of these beyond the SDK spec's example. */
const ACCOUNT_EXAMPLE = (at: PublishedExample['at']): PublishedExample => ({
  of: X.ACCOUNT,
  at,
  beyond: [
    'platform',
    'version',
    'region',
    'reliability',
    'copyFactoryRoles',
    'baseCurrency',
    'userId',
    'createdAt',
  ],
});

/** An empty 204 on a fresh connected account of its own (so no row changes another's account). */
const onOwnAccount =
  (method: string, suffix: string, body?: unknown): RouteRow['call'] =>
  async (w) => ({ method, path: `${ACCOUNTS}/${await w.newAccount()}${suffix}`, body });

export const PROVISIONING_ROWS: RouteRow[] = [
  {
    route: `POST ${ACCOUNTS}`,
    answers: "a created account's id and state",
    call: () => ({
      method: 'POST',
      path: ACCOUNTS,
      headers: { 'transaction-id': newTransactionId() },
      body: {
        name: 'Route row',
        login: String(61_234_000 + ++logins * 10),
        password: 'correct-horse-9',
        server: 'XMGlobal-MT5 2',
        platform: 'mt5',
        magic: 0,
      },
    }),
    status: 201,
    schema: S.createdAccountSchema,
    // BRIDGE-API.md §1.1 "Success body": {id, state}.
    example: { of: X.CREATED_ACCOUNT, at: (body) => body, beyond: ['state'] },
  },
  {
    route: `GET ${ACCOUNTS}`,
    answers: 'the account list as a bare array (api-version 1)',
    call: () => ({ method: 'GET', path: ACCOUNTS }),
    status: 200,
    schema: S.accountListSchema,
    example: ACCOUNT_EXAMPLE(first),
  },
  {
    route: `GET ${ACCOUNTS}/:id`,
    answers: 'one account',
    call: (w) => ({ method: 'GET', path: `${ACCOUNTS}/${w.subscriberId}` }),
    status: 200,
    schema: S.accountSchema,
    example: ACCOUNT_EXAMPLE((body) => body),
  },
  {
    route: `PUT ${ACCOUNTS}/:id`,
    answers: 'an empty 204 to an update',
    status: 204,
    call: onOwnAccount('PUT', '', { name: 'Renamed', server: 'XMGlobal-MT5 2', magic: 7 }),
  },
  {
    route: `POST ${ACCOUNTS}/:id/deploy`,
    answers: 'an empty 204 to deploy',
    status: 204,
    call: onOwnAccount('POST', '/deploy'),
  },
  {
    route: `POST ${ACCOUNTS}/:id/undeploy`,
    answers: 'an empty 204 to undeploy',
    status: 204,
    call: onOwnAccount('POST', '/undeploy'),
  },
  {
    route: `POST ${ACCOUNTS}/:id/redeploy`,
    answers: 'an empty 204 to redeploy',
    status: 204,
    call: onOwnAccount('POST', '/redeploy'),
  },
  {
    route: `DELETE ${ACCOUNTS}/:id`,
    answers: 'an empty 204 to delete',
    status: 204,
    call: onOwnAccount('DELETE', ''),
  },
  {
    route: 'GET /known-mt-servers/:version/search',
    answers: 'servers by broker (BRIDGE-API.md §1.8: no published example)',
    call: () => ({ method: 'GET', path: '/known-mt-servers/5/search?query=XMGlobal' }),
    status: 200,
    schema: S.serversByBrokersSchema.refine((map) => Object.keys(map).length > 0),
  },
];
