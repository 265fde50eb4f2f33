// Accounts made straight on the bridge simulator, not through our API (a staging or legacy account, a
// bench fleet): the request MetaApi's provisioning API expects, as any other MetaApi client sends it.
import { simulatorUrl } from './emulators.ts';

/** The simulator's MetaApi token, as the stack passes it; when unset the simulator refuses the request. */
export const simulatorToken = () => process.env.COPYDESK_SIMULATOR_TOKEN ?? '';

export interface SimulatorAccountRequest {
  name: string;
  login: string;
  /** MetaApi's idempotency key: 32 characters, the same for a retry of the same account. */
  transactionId: string;
}

/** Creates a subscriber account on the XM MT5 server and returns the simulator's account id. */
export async function createSimulatorAccount(request: SimulatorAccountRequest): Promise<string> {
  const response = await fetch(`${simulatorUrl()}/users/current/accounts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'auth-token': simulatorToken(),
      'transaction-id': request.transactionId,
    },
    body: JSON.stringify({
      name: request.name,
      login: request.login,
      password: 'Broker-pass-1',
      server: 'XMGlobal-MT5',
      platform: 'mt5',
      magic: 0,
      copyFactoryRoles: ['SUBSCRIBER'],
    }),
  });
  if (response.status !== 201)
    throw new Error(`simulator create: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
