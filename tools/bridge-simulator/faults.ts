// Fault injection, switchable over HTTP so tests in other processes can use it too.
import { inProgress } from './account-creation.js';
import { metaError, type Reply } from './router.js';

export type FaultKind = 'latency' | 'status' | 'rate-limit' | 'in-progress' | 'hang' | 'token-refused';

/** MetaApi's answer to a bad or missing auth-token (/work/shared/BRIDGE-API.md: 401). */
export const tokenRefused = (): Reply =>
  metaError(401, 'UnauthorizedError', 'Authorization token invalid or missing (auth-token header)');

export interface Fault {
  match?: { method?: string; path?: string };
  kind: FaultKind;
  /** latency: delay before the normal answer. */
  ms?: number;
  /** status: the HTTP status to answer (default 500). */
  status?: number;
  /** status: the error's message text (default "Injected fault: status N"). */
  message?: string;
  /** rate-limit / in-progress: how long the client should wait (fractions allowed). */
  retryAfterSeconds?: number;
  /** How many matching requests it affects; unlimited when absent. */
  times?: number;
}

export type FaultAction =
  { kind: 'latency'; ms: number } | { kind: 'reply'; reply: Reply } | { kind: 'hang' };

const KINDS: FaultKind[] = ['latency', 'status', 'rate-limit', 'in-progress', 'hang', 'token-refused'];

export function parseFaults(body: unknown): Fault[] | string {
  const list = Array.isArray(body) ? (body as unknown[]) : [body];
  const out: Fault[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) return 'each fault must be an object';
    const f = item as Fault;
    if (!KINDS.includes(f.kind)) return `kind must be one of ${KINDS.join(', ')}`;
    if (f.match?.path !== undefined) {
      try {
        new RegExp(f.match.path);
      } catch {
        return `invalid path regex ${f.match.path}`;
      }
    }
    out.push({ ...f });
  }
  return out;
}

export class Faults {
  list: Fault[] = [];

  /** The first active fault matching the request, consumed once. */
  take(method: string, path: string): FaultAction | undefined {
    const f = this.list.find(
      (x) =>
        (x.times === undefined || x.times > 0) &&
        (!x.match?.method || x.match.method.toUpperCase() === method) &&
        (!x.match?.path || new RegExp(x.match.path).test(path)),
    );
    if (!f) return undefined;
    if (f.times !== undefined) f.times--;
    const wait = f.retryAfterSeconds ?? 1;
    switch (f.kind) {
      case 'latency':
        return { kind: 'latency', ms: f.ms ?? 500 };
      case 'hang':
        return { kind: 'hang' };
      // As if the token were revoked: the answer the simulator gives a request without its token.
      case 'token-refused':
        return { kind: 'reply', reply: tokenRefused() };
      case 'in-progress':
        return {
          kind: 'reply',
          reply: inProgress(wait, 'The request is being processed, please retry later'),
        };
      case 'rate-limit': {
        const recommendedRetryTime = new Date(Date.now() + wait * 1000).toISOString();
        const reply = metaError(
          429,
          'TooManyRequestsError',
          `The API allows a limited number of requests. Please retry after ${recommendedRetryTime}`,
          {
            metadata: {
              recommendedRetryTime,
              exceededConfig: 'perUser',
              exceededPeriod: '1s',
              method: 'simulated',
            },
          },
        );
        return { kind: 'reply', reply: { ...reply, headers: { 'retry-after': String(Math.ceil(wait)) } } };
      }
      case 'status': {
        const status = f.status ?? 500;
        const names: Record<number, string> = {
          400: 'ValidationError',
          401: 'UnauthorizedError',
          403: 'ForbiddenError',
          404: 'NotFoundError',
          409: 'ConflictError',
          500: 'InternalError',
        };
        return {
          kind: 'reply',
          reply: metaError(
            status,
            names[status] ?? 'ApiError',
            f.message ?? `Injected fault: status ${status}`,
          ),
        };
      }
    }
  }
}
