// What every part of the connect screen receives: the broker-account flow's context and its send function.
import type { BrokerAccountContext, BrokerAccountEvent, BrokerAccountFields } from '@/flows/broker-account';

export type SendConnectEvent = (event: BrokerAccountEvent) => void;

export interface ConnectPartProps {
  context: BrokerAccountContext;
  send: SendConnectEvent;
}

/** An input's change handler that writes the field into the flow's context. */
export function fieldChange(send: SendConnectEvent, field: keyof BrokerAccountFields) {
  return (event: { target: { value: string } }) =>
    send({ type: 'CHANGE', patch: { [field]: event.target.value } });
}
