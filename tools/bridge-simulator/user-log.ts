// CopyFactory's subscriber user log (COPYFACTORY-CONTRACTS §2.1-2.2): a world-level store anything in
// the simulator can append to (the copier's refusals, control routes, later copier realism), read
// back through GET /users/current/subscribers/:id/user-log with MetaApi's filters and paging.

export type UserLogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
export const USER_LOG_LEVELS: readonly UserLogLevel[] = ['DEBUG', 'INFO', 'WARN', 'ERROR'];

/** CopyFactoryUserLogMessage, with `time` in epoch ms (the route writes ISO text). */
export interface UserLogEntry {
  time: number;
  level: UserLogLevel;
  message: string;
  symbol?: string;
  strategyId?: string;
  strategyName?: string;
  positionId?: string;
  side?: 'buy' | 'sell' | 'close';
  type?: 'market' | 'limit' | 'stop';
  openPrice?: number;
}

export interface UserLogQuery {
  startTime?: number;
  endTime?: number;
  strategyId?: string;
  positionId?: string;
  /** Minimum severity. */
  level?: UserLogLevel;
  offset: number;
  limit: number;
}

/** Oldest entries go first once a subscriber holds this many (memory stays bounded in long demos). */
const MAX_PER_SUBSCRIBER = 5_000;

export class UserLog {
  private readonly entries = new Map<string, UserLogEntry[]>();

  append(subscriberId: string, entry: UserLogEntry): void {
    const list = this.entries.get(subscriberId) ?? [];
    list.push(entry);
    if (list.length > MAX_PER_SUBSCRIBER) list.splice(0, list.length - MAX_PER_SUBSCRIBER);
    this.entries.set(subscriberId, list);
  }

  /** Newest first (reverse chronological), then offset/limit, as the strategy log is documented. */
  query(subscriberId: string, q: UserLogQuery): UserLogEntry[] {
    const minimum = q.level ? USER_LOG_LEVELS.indexOf(q.level) : 0;
    return (this.entries.get(subscriberId) ?? [])
      .filter(
        (e) =>
          (q.startTime === undefined || e.time >= q.startTime) &&
          (q.endTime === undefined || e.time <= q.endTime) &&
          (!q.strategyId || e.strategyId === q.strategyId) &&
          (!q.positionId || e.positionId === q.positionId) &&
          USER_LOG_LEVELS.indexOf(e.level) >= minimum,
      )
      .sort((a, b) => b.time - a.time)
      .slice(q.offset, q.offset + q.limit);
  }

  forget(subscriberId: string): void {
    this.entries.delete(subscriberId);
  }
}

export function userLogDto(entry: UserLogEntry): Record<string, unknown> {
  return { ...entry, time: new Date(entry.time).toISOString() };
}
