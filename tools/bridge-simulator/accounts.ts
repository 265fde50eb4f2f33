// Simulated MetaApi accounts. Deployment state is derived from timestamps on the simulated clock
// (never from timers), so advancing the clock moves accounts along and nothing needs cleaning up.
import type { Book } from './book.js';

export interface SimTimings {
  /** DEPLOYING -> DEPLOYED */
  deployDelayMs: number;
  /** DEPLOYED -> connectionStatus CONNECTED */
  connectDelayMs: number;
  /** UNDEPLOYING -> UNDEPLOYED, and DELETING -> gone */
  undeployDelayMs: number;
}

export type Phase =
  | { kind: 'created' }
  | { kind: 'deploying'; since: number }
  | { kind: 'undeploying'; since: number }
  | { kind: 'deleting'; since: number };

export interface SimAccount {
  id: string;
  name: string;
  login: string;
  server: string;
  region: string;
  reliability: string;
  copyFactoryRoles: string[];
  /** As given at creation or by an update (PUT), echoed on reads. */
  magic: number;
  createdAt: number;
  phase: Phase;
  book: Book;
  /** Set by the control API (routes-control-health.ts) to cause incidents. */
  fault?: AccountFault;
}

export interface AccountFault {
  /** The terminal lost its broker (or bridge) connection while deployed; cleared by the control API. */
  connection?: 'DISCONNECTED' | 'DISCONNECTED_FROM_BROKER';
  /** A failed deployment, shown until the next deploy/undeploy/delete replaces `phase`. */
  failedState?: { state: 'DEPLOY_FAILED' | 'REDEPLOY_FAILED'; phase: Phase };
}

export interface AccountStatus {
  state: string;
  connectionStatus: 'CONNECTED' | 'DISCONNECTED' | 'DISCONNECTED_FROM_BROKER';
  gone: boolean;
}

/** The lifecycle's status with any control-API fault applied on top. */
export function accountStatus(a: SimAccount, now: number, t: SimTimings): AccountStatus {
  const status = lifecycleStatus(a, now, t);
  const failed = a.fault?.failedState;
  if (failed && failed.phase === a.phase)
    return { ...status, state: failed.state, connectionStatus: 'DISCONNECTED' };
  if (a.fault?.connection && status.state === 'DEPLOYED')
    return { ...status, connectionStatus: a.fault.connection };
  return status;
}

function lifecycleStatus(a: SimAccount, now: number, t: SimTimings): AccountStatus {
  const p = a.phase;
  const off = (state: string, gone = false): AccountStatus => ({
    state,
    connectionStatus: 'DISCONNECTED',
    gone,
  });
  switch (p.kind) {
    case 'created':
      return off('CREATED');
    case 'deploying': {
      const age = now - p.since;
      if (age < t.deployDelayMs) return off('DEPLOYING');
      return {
        state: 'DEPLOYED',
        connectionStatus: age < t.deployDelayMs + t.connectDelayMs ? 'DISCONNECTED' : 'CONNECTED',
        gone: false,
      };
    }
    case 'undeploying':
      return off(now - p.since < t.undeployDelayMs ? 'UNDEPLOYING' : 'UNDEPLOYED');
    case 'deleting':
      return off('DELETING', now - p.since >= t.undeployDelayMs);
  }
}

/** Trading happens only on a deployed account whose terminal is connected to the broker. */
export function isTrading(a: SimAccount, at: number, t: SimTimings): boolean {
  return accountStatus(a, at, t).connectionStatus === 'CONNECTED';
}

export function accountDto(a: SimAccount, s: AccountStatus): Record<string, unknown> {
  return {
    _id: a.id,
    name: a.name,
    login: a.login,
    server: a.server,
    platform: 'mt5',
    version: 5,
    type: 'cloud-g2',
    magic: a.magic,
    region: a.region,
    reliability: a.reliability,
    state: s.state,
    connectionStatus: s.connectionStatus,
    copyFactoryRoles: a.copyFactoryRoles,
    baseCurrency: a.book.currency,
    userId: 'simulated-user',
    createdAt: new Date(a.createdAt).toISOString(),
  };
}
