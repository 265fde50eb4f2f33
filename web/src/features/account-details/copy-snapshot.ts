// What the strategies tab's parts receive from the copy-trading machine: its snapshot and send.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { copyTradingMachine } from './copy-trading.machine';

export type CopySnapshot = SnapshotFrom<typeof copyTradingMachine>;
export type SendCopyEvent = ActorRefFrom<typeof copyTradingMachine>['send'];

export interface CopyPartProps {
  snapshot: CopySnapshot;
  send: SendCopyEvent;
}
