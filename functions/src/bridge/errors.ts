// Typed bridge errors. Handlers switch on `code`; `message` is written for the person who can act on it,
// in our own fixed words: the bridge's free text may quote what it was sent, so it is kept apart in
// `remoteMessage` for the server log only (error answers never repeat input, docs/architecture.md §5).
// Nothing here ever receives a broker password: callers pass only the request context they may show.

export type BridgeErrorCode =
  | 'auth-failed' // the broker rejected login/password (MetaApi E_AUTH)
  | 'server-not-found' // MetaApi E_SRV_NOT_FOUND, with suggested servers
  | 'validation' // any other 400
  | 'unauthorized' // our MetaApi token was rejected (401)
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'conflict' // 409 after retries
  | 'rate-limited' // 429 whose retry time is past our deadline
  | 'unavailable' // 5xx / network failure after retries
  | 'timeout' // request timeout, or a 202 still in progress at the deadline
  | 'bad-response'; // an answer we could not read

export interface MetaApiErrorBody {
  id?: number;
  error?: string;
  message?: string;
  details?: unknown;
  metadata?: { recommendedRetryTime?: string; [key: string]: unknown };
}

export interface BridgeErrorOptions {
  status?: number;
  /** MetaApi's own error name (ValidationError, NotFoundError, ...). */
  remoteError?: string;
  /** MetaApi's free-text message, for the server log only (never in `message`). */
  remoteMessage?: string;
  serversByBrokers?: Record<string, string[]>;
  /** 429: when the bridge recommends retrying (epoch ms), from metadata.recommendedRetryTime. */
  retryAt?: number;
  cause?: unknown;
}

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly code: BridgeErrorCode;
  readonly status: number | undefined;
  readonly remoteError: string | undefined;
  readonly remoteMessage: string | undefined;
  readonly serversByBrokers: Record<string, string[]> | undefined;
  readonly retryAt: number | undefined;

  constructor(code: BridgeErrorCode, message: string, options: BridgeErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.remoteError = options.remoteError;
    this.remoteMessage = options.remoteMessage;
    this.serversByBrokers = options.serversByBrokers;
    this.retryAt = options.retryAt;
  }
}

export function isBridgeError(value: unknown): value is BridgeError {
  return value instanceof BridgeError;
}

/**
 * The bridge failures where the same request, sent again later, may succeed: MetaApi is down or slow
 * (5xx, network failure, timeout), busy with the same account (409), or rate limiting us (429); the
 * retry policy of docs/architecture.md §6. Everything else (a refused login, a bad token, a rejected or
 * unreadable request) fails the same way every time. Callers that wait out a 429 at its recommended
 * time, not by backoff, check `code === 'rate-limited'` first.
 */
const TRANSIENT_CODES = ['unavailable', 'timeout', 'conflict', 'rate-limited'] as const;

export type TransientBridgeError = BridgeError & { readonly code: (typeof TRANSIENT_CODES)[number] };

/** Is this a bridge failure that a later retry of the same request may get past? */
export function isTransientBridgeError(value: unknown): value is TransientBridgeError {
  return isBridgeError(value) && (TRANSIENT_CODES as readonly BridgeErrorCode[]).includes(value.code);
}

/** What the adapter knows about the request, used only to word messages. Never the password. */
export interface ErrorContext {
  server?: string;
  what?: string;
  /**
   * The request carried a secret (the broker password). Masking by structure: the remote service's
   * free text, which may quote what it was sent, is then not kept at all, not even for the log.
   * (Replacing the password's text inside a message broke messages for short passwords.)
   */
  carriesSecret?: boolean;
}

function serverSuggestions(details: unknown): Record<string, string[]> | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const d = details as { code?: unknown; serversByBrokers?: unknown };
  if (d.code !== 'E_SRV_NOT_FOUND') return undefined;
  const out: Record<string, string[]> = {};
  if (typeof d.serversByBrokers === 'object' && d.serversByBrokers !== null) {
    for (const [broker, names] of Object.entries(d.serversByBrokers)) {
      if (Array.isArray(names)) out[broker] = names.filter((n): n is string => typeof n === 'string');
    }
  }
  return out;
}

function detailCode(details: unknown): string | undefined {
  if (typeof details === 'string') return details;
  if (typeof details === 'object' && details !== null && 'code' in details) {
    const code = details.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Maps a non-2xx MetaApi answer to a BridgeError with an actionable message. */
export function errorFromResponse(
  status: number,
  body: MetaApiErrorBody | undefined,
  ctx: ErrorContext = {},
): BridgeError {
  const remoteMessage = body?.message && !ctx.carriesSecret ? body.message : undefined;
  const opts = { status, remoteError: body?.error, remoteMessage };
  const what = ctx.what ?? 'The requested item';
  if (status === 400) {
    const servers = serverSuggestions(body?.details);
    if (servers) {
      const names = Object.values(servers).flat();
      const hint =
        names.length > 0
          ? ` Did you mean: ${names.join(', ')}?`
          : ' Check the server name in your MetaTrader 5 terminal.';
      return new BridgeError('server-not-found', `Server "${ctx.server ?? '?'}" was not found.${hint}`, {
        ...opts,
        serversByBrokers: servers,
      });
    }
    const code = detailCode(body?.details);
    if (code === 'E_AUTH')
      return new BridgeError(
        'auth-failed',
        'The broker rejected the login or password for this account.',
        opts,
      );
    if (code === 'E_SERVER_TIMEZONE') {
      return new BridgeError(
        'validation',
        'The broker settings could not be detected yet. Please try again in a few minutes.',
        opts,
      );
    }
    return new BridgeError('validation', 'The trading bridge rejected the request.', opts);
  }
  if (status === 401)
    return new BridgeError(
      'unauthorized',
      'The trading bridge rejected our API token. An administrator must check METAAPI_TOKEN.',
      opts,
    );
  if (status === 403) return new BridgeError('forbidden', 'The trading bridge refused access.', opts);
  if (status === 404)
    return new BridgeError('not-found', `${what} was not found on the trading bridge.`, opts);
  if (status === 409)
    return new BridgeError(
      'conflict',
      'The trading bridge reported a conflicting operation in progress. Please try again.',
      opts,
    );
  if (status === 429) {
    const at = Date.parse(body?.metadata?.recommendedRetryTime ?? '');
    const wait = Number.isNaN(at)
      ? 'in a minute'
      : `in ${Math.max(1, Math.ceil((at - Date.now()) / 1000))} seconds`;
    return new BridgeError(
      'rate-limited',
      `The trading bridge is rate limiting us. Please try again ${wait}.`,
      Number.isNaN(at) ? opts : { ...opts, retryAt: at },
    );
  }
  if (status >= 500)
    return new BridgeError(
      'unavailable',
      'The trading bridge is temporarily unavailable. Please try again later.',
      opts,
    );
  return new BridgeError(
    'bad-response',
    `The trading bridge answered with unexpected status ${status}.`,
    opts,
  );
}
