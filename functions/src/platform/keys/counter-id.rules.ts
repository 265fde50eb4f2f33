// Rate-limit counter ids (docs/architecture.md "Abuse limits"): a counter's key names a client IP or a
// broker login, so its document id is a keyed HMAC (the RATE_LIMIT_KEY secret, never in the database).
// An unkeyed hash of an IPv4 address or an account number is reversed by trying them all; without the
// key nobody can. The id starts with the key's id, so a rotated key starts fresh counters
// (docs/operations.md "Security settings", rotating the rate-limit key).
import { createHmac } from 'node:crypto';
import { hashKeyId, requireHashKey } from './hash-keys.rules.js';

/** "<key id>-<40 hex of HMAC-SHA256(key, counter key)>" */
export function counterId(rateLimitKey: string, counterKey: string): string {
  requireHashKey(rateLimitKey, 'RATE_LIMIT_KEY');
  const mac = createHmac('sha256', rateLimitKey).update(counterKey).digest('hex').slice(0, 40);
  return `${hashKeyId(rateLimitKey)}-${mac}`;
}
