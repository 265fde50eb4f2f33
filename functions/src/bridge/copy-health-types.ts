// Domain types of the CopyFactory trading reads the copy-health monitor makes (stop-outs, user log).
// Times are ISO text, as MetaApi sends them (the SDK leaves stop-out times unparsed too).

export type UserLogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

export interface UserLogMessage {
  time: string;
  /** INFO, WARN or ERROR (DEBUG only when asked for). */
  level: string;
  message: string;
  symbol?: string;
  strategyId?: string;
  strategyName?: string;
  positionId?: string;
  side?: string;
  type?: string;
}

export interface UserLogQuery {
  /** time >= startTime */
  startTime?: Date;
  endTime?: Date;
  strategyId?: string;
  /** Minimum severity. */
  level?: UserLogLevel;
  offset?: number;
  /** 1..1000; MetaApi's default is 1000. */
  limit?: number;
}

export interface Stopout {
  subscriberId: string;
  /** Absent when the subscriber's own (account-wide) limit fired: every strategy is stopped. */
  strategy?: { id: string; name?: string };
  partial: boolean;
  reason: string;
  reasonDescription: string;
  closePositions?: boolean;
  stoppedAt: string;
  /** Absent in MetaApi's published example: stopped until reset. */
  stoppedTill?: string;
  sequenceNumber: number;
}
