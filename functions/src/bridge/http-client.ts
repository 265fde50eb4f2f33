// The one HTTP path to MetaApi. It owns the retry policy of the official SDK (docs/architecture.md §6 "The bridge"):
// 202 -> re-send the same request after Retry-After until a deadline; 429 -> wait the recommended
// time if it falls before the deadline; 409/5xx/timeouts -> bounded exponential backoff; other 4xx
// -> fail at once. It logs method, path and status only: never bodies, headers or query secrets.
import {
  BridgeError,
  errorFromResponse,
  isTransientBridgeError,
  type ErrorContext,
  type MetaApiErrorBody,
} from './errors.js';
import { backoffMs, recommendedRetryMs, retryAfterMs, sleep } from './retry-timing.js';
import { noteBridgeDate } from './bridge-clock.js';

export interface HttpLogEntry {
  method: string;
  path: string;
  status: number | 'timeout' | 'network-error';
  attempt: number;
  ms: number;
}

export interface HttpClientOptions {
  token: string;
  /** Per-request timeout (AbortSignal.timeout). SDK default 60 s. */
  timeoutMs?: number;
  /** Retries for 409/5xx/timeouts. SDK default 5. */
  retries?: number;
  /** Backoff base and cap; the 429 deadline is maxDelayMs * retries, as in the SDK. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How long a 202-in-progress operation is polled. SDK default 10 min. */
  longRunningTimeoutMs?: number;
  /** Floor between 202 polls, so "Retry-After: 0" cannot turn into a hot loop. */
  minPollMs?: number;
  log?: (entry: HttpLogEntry) => void;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  context?: ErrorContext;
}

export interface HttpResponse {
  status: number;
  body: unknown;
}

export class HttpClient {
  private readonly o: Required<Omit<HttpClientOptions, 'log'>> & Pick<HttpClientOptions, 'log'>;

  constructor(options: HttpClientOptions) {
    this.o = {
      timeoutMs: 60_000,
      retries: 5,
      minDelayMs: 1_000,
      maxDelayMs: 30_000,
      longRunningTimeoutMs: 10 * 60_000,
      minPollMs: 1_000,
      ...options,
    };
  }

  async request(req: HttpRequest): Promise<HttpResponse> {
    return this.send(req);
  }

  private async send(req: HttpRequest): Promise<HttpResponse> {
    const started = Date.now();
    const pollDeadline = started + this.o.longRunningTimeoutMs;
    const rateLimitDeadline = started + this.o.maxDelayMs * this.o.retries;
    let retries = 0;
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.once(req, attempt);
      const now = Date.now();
      if (outcome instanceof BridgeError) {
        // Only timeouts and network failures land here; both are worth a bounded retry.
        if (retries >= this.o.retries) throw outcome;
        await sleep(backoffMs(retries++, this.o.minDelayMs, this.o.maxDelayMs));
        continue;
      }
      const { status, body, retryAfter } = outcome;
      if (status === 202) {
        const wait = Math.max(
          retryAfterMs(retryAfter, now) ?? recommendedRetryMs(body, now) ?? this.o.minPollMs,
          this.o.minPollMs,
        );
        if (now + wait > pollDeadline) {
          throw new BridgeError(
            'timeout',
            'The trading bridge is still working on this request. Please try again in a few minutes; it is safe to retry.',
            { status },
          );
        }
        await sleep(wait);
        continue;
      }
      if (status >= 200 && status < 300) return { status, body };
      const error = errorFromResponse(status, asErrorBody(body), req.context);
      if (status === 429) {
        const wait = recommendedRetryMs(body, now) ?? retryAfterMs(retryAfter, now);
        if (wait !== undefined && now + wait <= rateLimitDeadline) {
          await sleep(wait);
          continue;
        }
        throw error;
      }
      // A 429 was handled above, by its recommended time; the other transient failures back off.
      if (isTransientBridgeError(error) && retries < this.o.retries) {
        await sleep(backoffMs(retries++, this.o.minDelayMs, this.o.maxDelayMs));
        continue;
      }
      throw error;
    }
  }

  /** One HTTP exchange. Returns the answer, or a BridgeError for a timeout / network failure. */
  private async once(
    req: HttpRequest,
    attempt: number,
  ): Promise<{ status: number; body: unknown; retryAfter: string | null } | BridgeError> {
    const url = new URL(req.url);
    const t0 = Date.now();
    const log = (status: HttpLogEntry['status']) =>
      this.o.log?.({ method: req.method, path: url.pathname, status, attempt, ms: Date.now() - t0 });
    const headers: Record<string, string> = {
      'auth-token': this.o.token,
      accept: 'application/json',
      ...req.headers,
    };
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(url, {
        method: req.method,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      log(timedOut ? 'timeout' : 'network-error');
      return timedOut
        ? new BridgeError('timeout', 'The trading bridge did not answer in time. Please try again later.')
        : new BridgeError('unavailable', 'The trading bridge could not be reached. Please try again later.');
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      log('timeout');
      return new BridgeError('timeout', 'The trading bridge did not answer in time. Please try again later.');
    }
    let body: unknown;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      body = undefined; // a non-JSON answer (proxy error page): the status alone decides
    }
    log(res.status);
    noteBridgeDate(res.headers.get('date'));
    return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
  }
}

function asErrorBody(body: unknown): MetaApiErrorBody | undefined {
  return typeof body === 'object' && body !== null ? body : undefined;
}
