// The tests' handle on the bridge simulator: its control API (tools/stack-clients/simulator-control.ts,
// shared with the bench), plus what only the tests ask of it.
import {
  INSTANT_DEPLOYMENT,
  simulatorControl,
  type SimAccountState,
} from '../../tools/stack-clients/simulator-control.ts';
import { createSimulatorAccount } from '../../tools/stack-clients/simulator-accounts.ts';

export type { SimAccountState, SimFault, SimState } from '../../tools/stack-clients/simulator-control.ts';

export const simulator = {
  ...simulatorControl,
  /** Accounts the simulator holds for `login` (deleted ones excluded). */
  async accountsFor(login: string): Promise<SimAccountState[]> {
    const state = await simulatorControl.state();
    return state.accounts.filter((a) => a.login === login && a.state !== 'DELETING' && !a.gone);
  },
};

/** Instant deployment so account data is readable right after provisioning. */
export async function fastSimulator(): Promise<void> {
  await simulator.clearFaults();
  await simulator.configure({ ...INSTANT_DEPLOYMENT, detectionPolls: 0 });
}

/** Creates an account straight on the simulator (not through our API): e.g. a staging or legacy account. */
export function createForeignAccount(name: string, login: string): Promise<string> {
  // Derived from the name and login, so the same account always gets the same transaction id.
  const txn = Array.from(
    { length: 32 },
    (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789'[(i * 7 + login.length + name.length) % 36],
  ).join('');
  return createSimulatorAccount({
    name,
    login,
    transactionId: `${txn.slice(0, 20)}${login.padStart(12, '0').slice(-12)}`,
  });
}
