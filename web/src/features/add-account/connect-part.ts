// What every part of the connect screen receives: the machine's context and its send function.
import type { ConnectContext, ConnectEvent, ConnectField } from './connect.machine';

export type SendConnectEvent = (event: ConnectEvent) => void;

export interface ConnectPartProps {
  context: ConnectContext;
  send: SendConnectEvent;
}

/** An input's change handler that writes the field into the machine's context. */
export function fieldChange(send: SendConnectEvent, field: ConnectField) {
  return (event: { target: { value: string } }) =>
    send({ type: 'FIELD.CHANGE', field, value: event.target.value });
}
