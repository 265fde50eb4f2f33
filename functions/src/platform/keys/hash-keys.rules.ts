// The secret keys that key the product's hashes (CREDENTIAL_HASH_KEY, RATE_LIMIT_KEY; docs/operations.md
// "Security settings"): each is checked for length before use, named in public by an id that reveals
// nothing, and split per purpose so one purpose's hashes say nothing of another's.
import { createHash, hkdfSync } from 'node:crypto';

/** A shorter key is refused: 32 characters is 128 bits of a hex key (`openssl rand -hex 32` gives 64). */
export const MIN_HASH_KEY_LENGTH = 32;

/** Throws a clear (secret-free) error when the key `name` is missing or too short to be a secret. */
export function requireHashKey(key: string, name = 'CREDENTIAL_HASH_KEY'): void {
  if (key.length < MIN_HASH_KEY_LENGTH)
    throw new Error(
      `${name} is ${key ? 'too short' : 'not set'}: it must be at least ${MIN_HASH_KEY_LENGTH} random characters (e.g. openssl rand -hex 32)`,
    );
}

/**
 * A key of its own for one purpose, derived from the secret `key` (HKDF-SHA256, RFC 5869, with the
 * purpose as its info): what one purpose's hashes reveal says nothing of another's, and the secret key
 * is still checked for length first.
 */
export function purposeKey(key: string, purpose: string, name = 'CREDENTIAL_HASH_KEY'): Buffer {
  requireHashKey(key, name);
  return Buffer.from(hkdfSync('sha256', key, '', `copydesk:${purpose}`, 32));
}

/** A public name of a key: 8 hex characters of a hash of it, which tells keys apart and reveals nothing. */
export function hashKeyId(key: string): string {
  return createHash('sha256').update(`copydesk-hash-key-id:${key}`).digest('hex').slice(0, 8);
}
