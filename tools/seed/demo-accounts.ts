// Demo trading accounts, made the way a client makes them: signed in through the Auth emulator, the
// account connected through the real provisionFullAccount endpoint (affiliation check, bridge
// provisioning, Firestore documents), then subscribed to a strategy with a fixed lot.
import { createApiClient, type ApiClient } from '@copydesk/functions/contract';
import { acknowledgementFor, isSubscriptionActive, previewRisk } from '@copydesk/functions/product-rules';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { localUrls } from '../stack/ports.ts';
import { waitFor } from '../stack/readiness.ts';
import { signInWithSecondFactor } from '../stack-clients/second-factor.ts';
import { DEMO_PASSWORD, type DemoUser } from './demo-users.ts';

export interface DemoAccount {
  userKey: string;
  /** Affiliated in the simulator: the last digit is even. */
  login: string;
  accountName: string;
  serverName: string;
  lotSize?: number;
}

// Broker passwords of the simulator's demo broker: 8+ characters without "wrong" (tools/bridge-simulator).
const DEMO_BROKER_PASSWORD = 'Demo-broker-1';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userKey: 'client-active',
    login: '51234560',
    accountName: 'Alex XM Global',
    serverName: 'XMGlobal-MT5 2',
    lotSize: 0.05,
  },
  {
    userKey: 'client-expired',
    login: '51234562',
    accountName: 'Evan XM Global',
    serverName: 'XMGlobal-MT5',
    lotSize: 0.01,
  },
  { userKey: 'admin', login: '51234564', accountName: 'Ada desk', serverName: 'XMGlobal-MT5 3' },
];

async function idToken(user: DemoUser): Promise<string> {
  if (user.phoneNumber) return signInWithSecondFactor(user.email, DEMO_PASSWORD);
  return passwordToken(user.email);
}

async function passwordToken(email: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`demo sign-in failed for ${email}: ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

export async function clientFor(user: DemoUser): Promise<ApiClient> {
  const token = await idToken(user);
  return createApiClient({ baseUrl: localUrls().functionsBase, getToken: () => token });
}

/**
 * Lets the demo market run for most of the simulator's head start (it starts a week back), so the
 * subscribed demo accounts open the app with a real recent trading history.
 */
export async function advanceDemoMarket(days = 6): Promise<void> {
  const response = await fetch(`${localUrls().simulator}/__control/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms: days * 86_400_000 }),
  });
  if (!response.ok) throw new Error(`advancing the simulator failed: ${response.status}`);
}

/** Connects each demo account; a user whose subscription is not active is active only while connecting. */
export async function seedDemoAccounts(users: DemoUser[], uids: Map<string, string>): Promise<void> {
  const db = getFirestore();
  for (const demo of DEMO_ACCOUNTS) {
    const user = users.find((candidate) => candidate.key === demo.userKey);
    const uid = uids.get(demo.userKey);
    if (!user || !uid) continue;
    const userRef = db.collection('users').doc(uid);
    const original = (await userRef.get()).get('subscription') as Record<string, unknown> | undefined;
    const wasActive = isSubscriptionActive(original);
    if (original && !wasActive) {
      // The server checks status and expiry: lend a live subscription while connecting, restore it after.
      const live = {
        ...original,
        status: 'active',
        expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      };
      await userRef.update({ subscription: live, lastChangedBy: 'system:seed' });
    }
    const api = await clientFor(user);
    const { account } = await api.provisionFullAccount({
      login: demo.login,
      password: DEMO_BROKER_PASSWORD,
      serverName: demo.serverName,
      accountName: demo.accountName,
      platform: 'mt5',
    });
    if (demo.lotSize !== undefined) {
      // Copying needs a deployed, connected account, as in the app (Manage Account waits for it too).
      const accountId = account.metaApiAccountId;
      await waitFor(
        `account ${demo.login} to connect`,
        async () => Boolean(await api.getAccountInfo({ accountId })),
        {
          timeoutMs: 90_000,
          intervalMs: 500,
        },
      );
      const { strategies } = await api.getStrategies({});
      const strategy = strategies.find((candidate) => candidate.active !== false);
      if (strategy) {
        // The demo client acknowledges what its risk preview asks for, as in the modal (docs/product.md §5).
        const [risk, { accountInfo }] = await Promise.all([
          api.getStrategyRisk({ strategyId: strategy._id }),
          api.getAccountInfo({ accountId }),
        ]);
        const acknowledgement = acknowledgementFor(
          previewRisk(demo.lotSize, risk.basis, accountInfo, risk.acknowledgeAbovePercent),
        );
        await api.subscribeToStrategy({
          subscriberId: account.metaApiAccountId,
          strategyId: strategy._id,
          tradeVolume: demo.lotSize,
          ...(acknowledgement ? { riskAcknowledgement: acknowledgement } : {}),
        });
      }
    }
    if (original && !wasActive)
      await userRef.update({ subscription: original, lastChangedBy: 'system:seed' });
  }
}
