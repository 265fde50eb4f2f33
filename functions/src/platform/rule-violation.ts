// What the product rules refuse, free of any transport. Repositories and services throw these; the
// HTTP pipeline (platform/http/error-mapping.ts) is the one place that turns them into statuses, and a
// trigger or task can log them without knowing about HTTP.
export type RuleViolationKind = 'not-found' | 'forbidden' | 'conflict' | 'unprocessable' | 'rate-limited';

export class RuleViolation extends Error {
  constructor(
    readonly kind: RuleViolationKind,
    message: string,
    /** Machine-readable details the client may act on, e.g. { code: 'E_AUTH' }. */
    readonly details?: Record<string, unknown>,
    /** For 'rate-limited': when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}

export const notFoundRule = (message: string) => new RuleViolation('not-found', message);
export const notAllowed = (message: string) => new RuleViolation('forbidden', message);
export const inConflict = (message: string) => new RuleViolation('conflict', message);
export const unprocessableRequest = (message: string, details?: Record<string, unknown>) =>
  new RuleViolation('unprocessable', message, details);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new RuleViolation('rate-limited', message, { retryAfterSeconds }, retryAfterSeconds);
