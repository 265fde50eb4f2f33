// The one mapping from what can go wrong to an HTTP answer. Bridge and affiliate errors are typed by
// their adapters; here they become statuses and messages a user (or an admin) can act on.
// 4xx: the caller can fix it. 502: the trading bridge answered something we cannot use or refused our
// credentials. 503: the bridge is down, slow or rate limiting: trying again later may work.
import { AffiliateError } from '../../affiliation/index.js';
import { BridgeError } from '../../bridge/index.js';
import { RuleViolation, type RuleViolationKind } from '../rule-violation.js';
import { HttpError } from './http-error.js';

const TRY_LATER = 'The trading service is temporarily unavailable. Please try again in a few minutes.';

/**
 * An unknown server, named by the bridge's suggestions only: the answer never repeats the server name
 * the caller sent (error answers never repeat input, docs/architecture.md §5).
 */
function serverNotFoundMessage(serversByBrokers: Record<string, string[]>): string {
  const names = Object.values(serversByBrokers).flat();
  return names.length > 0
    ? `This server was not found. Did you mean: ${names.join(', ')}?`
    : 'This server was not found. Check the server name in your MetaTrader 5 terminal.';
}

export function bridgeErrorToHttp(error: BridgeError): HttpError {
  switch (error.code) {
    case 'auth-failed':
      return new HttpError(
        422,
        'The broker rejected the login or password for this account. Please check your MetaTrader 5 account number and master password.',
        { code: 'E_AUTH' },
      );
    case 'server-not-found':
      return new HttpError(422, serverNotFoundMessage(error.serversByBrokers ?? {}), {
        code: 'E_SRV_NOT_FOUND',
        serversByBrokers: error.serversByBrokers ?? {},
      });
    case 'not-found':
      return new HttpError(404, error.message, { code: 'NOT_FOUND' });
    case 'validation':
      return new HttpError(502, error.message, { code: 'BRIDGE_REJECTED' });
    case 'unauthorized':
    case 'forbidden':
      return new HttpError(502, 'The trading service refused our credentials. Please contact support.', {
        code: 'BRIDGE_CREDENTIALS',
      });
    case 'bad-response':
      return new HttpError(
        502,
        'The trading service sent an answer we could not read. Please try again later.',
        {
          code: 'BRIDGE_BAD_RESPONSE',
        },
      );
    case 'rate-limited':
      return new HttpError(503, error.message, { code: 'BRIDGE_RATE_LIMITED' }, { 'Retry-After': '60' });
    case 'timeout':
      return new HttpError(
        503,
        `${TRY_LATER} (The request timed out.)`,
        { code: 'BRIDGE_TIMEOUT' },
        { 'Retry-After': '30' },
      );
    case 'conflict':
    case 'unavailable':
      return new HttpError(503, TRY_LATER, { code: 'BRIDGE_UNAVAILABLE' }, { 'Retry-After': '30' });
  }
}

const INVALID_ACCOUNT_NUMBER = 'The account number was rejected. Please check it and try again.';

/**
 * The remote service's own words behind a bridge or affiliate error, for the server log only: answers
 * carry our fixed wording (error answers never repeat input, docs/architecture.md §5). A bridge
 * request that carried the broker password keeps no remote text at all (bridge/errors.ts).
 */
export function remoteTextOf(error: unknown): Record<string, string> | undefined {
  if (error instanceof BridgeError && (error.remoteError || error.remoteMessage))
    return { bridgeError: error.remoteError ?? '', bridgeMessage: error.remoteMessage ?? '' };
  if (error instanceof AffiliateError) return { affiliateCode: error.code, affiliateMessage: error.message };
  return undefined;
}

export function affiliateErrorToHttp(error: AffiliateError): HttpError {
  switch (error.code) {
    case 'invalid-account-number':
      // The partner's reason may quote the number: our words only (remoteTextOf logs its own).
      return new HttpError(400, INVALID_ACCOUNT_NUMBER);
    case 'unauthorized':
    case 'bad-response':
      return new HttpError(502, 'Server error. Please try again later.', {
        code: 'AFFILIATE_' + error.code.toUpperCase(),
      });
    case 'unavailable':
    case 'timeout':
      return new HttpError(503, 'Server error. Please try again later.', { code: 'AFFILIATE_UNAVAILABLE' });
  }
}

const RULE_STATUS: Record<RuleViolationKind, number> = {
  'not-found': 404,
  forbidden: 403,
  conflict: 409,
  unprocessable: 422,
  'rate-limited': 429,
};

export function ruleViolationToHttp(error: RuleViolation): HttpError {
  const headers =
    error.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(error.retryAfterSeconds) };
  return new HttpError(RULE_STATUS[error.kind], error.message, error.details, headers);
}

/**
 * Firestore gave up on a transaction because concurrent requests kept its documents locked (gRPC
 * ABORTED, code 10). As in Google's API design guide, that is a 409 Conflict: another request is
 * changing the same data (e.g. a user's parallel requests racing to connect their one account).
 */
function isTransactionContention(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 10 || code === 'aborted' || (typeof message === 'string' && /^10 ABORTED\b/.test(message));
}

/** Null for anything unexpected: the wrapper logs it and answers a bare 500. */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof RuleViolation) return ruleViolationToHttp(error);
  if (error instanceof BridgeError) return bridgeErrorToHttp(error);
  if (error instanceof AffiliateError) return affiliateErrorToHttp(error);
  if (isTransactionContention(error)) {
    return new HttpError(
      409,
      'Another request is changing this right now. Please wait a moment and try again.',
      {
        code: 'CONTENTION',
      },
    );
  }
  return null;
}
