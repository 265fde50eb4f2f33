// The add-account screen (docs/product.md §2): the one-account gate, then the broker-account flow's
// affiliation check, server search and connect, then the way on to the strategies. The machine comes in as
// a prop so that the page passes the live one and component tests a double.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMachine, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { accountDetails, paths } from '@/config/paths';
import { ErrorMessage, Loading, SuccessMessage } from '@/components/status';
import type { BrokerAccountEvent, brokerAccountFlow } from '@/flows/broker-account';
import { AffiliationStep } from './affiliation-step';
import { AffiliateInstructions, HelpSection } from './connect-help';
import { ConnectForm } from './connect-form';
import { CONNECT_MESSAGES, type connectMachine } from './connect.machine';
import styles from './add-account.module.css';

export interface ConnectScreenProps {
  uid: string;
  brandName: string;
  machine: typeof connectMachine;
}

/** The screen's frame: the way back to the dashboard (until the account is connected) and the title. */
function ConnectPage({ back, children }: { back: boolean; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      {back ? (
        <Link to={paths.dashboard} className="btn btn-secondary">
          Back to Dashboard
        </Link>
      ) : null}
      <h1>Add Trading Account</h1>
      {children}
    </div>
  );
}

/** The user already has an account (one per user) or no subscription: the reason, and the way back. */
export function BlockedNotice({ error }: { error: string | null }) {
  return (
    <ConnectPage back>
      <ErrorMessage>{error}</ErrorMessage>
    </ConnectPage>
  );
}

export function ConnectedNotice({ accountNumber }: { accountNumber: string }) {
  return (
    <ConnectPage back={false}>
      <div className="card">
        <SuccessMessage>{CONNECT_MESSAGES.connected}</SuccessMessage>
        <p>Next, choose the strategies this account should copy.</p>
        <Link to={accountDetails(accountNumber.trim(), { strategies: true })} className="btn btn-primary">
          Manage Strategies
        </Link>
      </div>
    </ConnectPage>
  );
}

/** The two steps, driven by the broker-account flow the screen's machine runs as its child. */
function ConnectSteps({ flow }: { flow: ActorRefFrom<typeof brokerAccountFlow> }) {
  const snapshot = useSelector(flow, (state) => state);
  const c = snapshot.context;
  const send = (event: BrokerAccountEvent) => flow.send(event);
  const verified = snapshot.matches('verified');
  const checking = snapshot.matches('checking');
  const searching = snapshot.matches({ verified: 'searching' });
  const connecting = snapshot.matches({ verified: 'submitting' }) || snapshot.matches('provisioned');
  return (
    <ConnectPage back>
      <p className={styles.muted}>
        Connect your affiliated MetaTrader 5 account. First check that the account is affiliated, then enter
        its password and server.
      </p>

      <AffiliationStep
        context={c}
        send={send}
        checking={checking}
        verified={verified}
        locked={verified || checking || connecting}
      />
      {c.verification === 'failed' ? <AffiliateInstructions /> : null}
      {verified ? (
        <ConnectForm context={c} send={send} searching={searching} connecting={connecting} />
      ) : null}
      <HelpSection />
    </ConnectPage>
  );
}

export function ConnectScreen({ uid, brandName, machine }: ConnectScreenProps) {
  const [snapshot] = useMachine(machine, { input: { uid, brandName } });
  const flow = snapshot.children.flow;
  if (snapshot.matches('blocked')) return <BlockedNotice error={snapshot.context.error} />;
  if (snapshot.matches('connected'))
    return <ConnectedNotice accountNumber={snapshot.context.accountNumber} />;
  if (!flow) return <Loading />;
  return <ConnectSteps flow={flow} />;
}
