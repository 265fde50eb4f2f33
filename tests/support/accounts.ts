// Trading-account fixtures: broker logins that satisfy (or deliberately break) the simulator's broker
// rules (tools/bridge-simulator/brokers.ts), and users provisioned through the real endpoint.
import { callRaw } from './api.ts';
import {
  adminDb,
  userWithRoles,
  type ProfileOptions,
  type TestUser,
} from '../../tools/stack-clients/users.ts';

export const GOOD_SERVER = 'XMGlobal-MT5';
export const GOOD_PASSWORD = 'Broker-pass-1';
export const BAD_PASSWORD = 'wrong-password';

let sequence = 0;
/** A fresh USD login the affiliate check accepts (last digit even, not ending in 13). */
export function affiliatedLogin(prefix = '5'): string {
  sequence += 1;
  const middle = `${Date.now() % 1_000_000}${String(sequence).padStart(3, '0')}`;
  return `${prefix}${middle}${[0, 2, 4, 6, 8][sequence % 5]}`;
}
/** A login the affiliate check rejects (last digit odd). */
export function unaffiliatedLogin(): string {
  return `${affiliatedLogin().slice(0, -1)}7`;
}
/** A USD login with low equity (30): ends in "...12" so it is affiliated; equity is set by profile. */
export function provisionInput(login: string, overrides: Record<string, unknown> = {}) {
  return {
    login,
    password: GOOD_PASSWORD,
    serverName: GOOD_SERVER,
    accountName: 'My XM account',
    platform: 'mt5',
    ...overrides,
  };
}

let fixtureClients = 0;
/**
 * Each fixture user connects from its own address (TEST-NET-3, RFC 5737): the per-IP abuse limit
 * (functions/src/platform/rate-limits/rate-limit-policy.rules.ts) guards real clients, and suites that provision dozens of
 * fixture accounts from one loopback address would otherwise meet it before their own assertions.
 */
function fixtureClientIp(): string {
  fixtureClients += 1;
  return `203.0.113.${(fixtureClients % 250) + 1}`;
}

export interface ProvisionedUser {
  user: TestUser;
  accountNumber: string;
  metaApiAccountId: string;
}

export async function provisionedUser(
  prefix: string,
  options: ProfileOptions = {},
  login = affiliatedLogin(),
): Promise<ProvisionedUser> {
  const user = await userWithRoles(prefix, { subscription: 'active', ...options });
  const answer = await callRaw('provisionFullAccount', {
    token: user.idToken,
    input: provisionInput(login),
    headers: { 'x-forwarded-for': fixtureClientIp() },
  });
  if (answer.status !== 200)
    throw new Error(`provisioning failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const account = answer.body.account as { metaApiAccountId: string };
  return { user, accountNumber: login, metaApiAccountId: account.metaApiAccountId };
}

export async function tradingAccountDocs(uid: string) {
  return (await adminDb().collection('users').doc(uid).collection('tradingAccounts').get()).docs;
}

export async function indexDocs(accountNumber: string, metaApiAccountId?: string) {
  const db = adminDb();
  const broker = await db.collection('brokerAccounts').doc(accountNumber).get();
  const bridge = metaApiAccountId
    ? await db.collection('bridgeAccounts').doc(metaApiAccountId).get()
    : undefined;
  return { broker: broker.exists, bridge: bridge?.exists ?? false };
}
