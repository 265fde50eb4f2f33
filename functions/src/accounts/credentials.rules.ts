// Fingerprint of one set of broker credentials, so a combination the broker already rejected is
// refused without asking the bridge again. A keyed HMAC (the key is the CREDENTIAL_HASH_KEY secret,
// never in the database): whoever reads the database cannot test password guesses offline, as they
// could against a plain SHA-256. The uid is mixed in so equal credentials of two users differ.
// Each fingerprint starts with the id of the key that made it, so a rotated key never compares its
// fingerprints with an old key's (docs/operations.md "Security settings", rotating the key).
import { createHash, createHmac, hkdfSync } from 'node:crypto';

/** A shorter key is refused: 32 characters is 128 bits of a hex key (`openssl rand -hex 32` gives 64). */
export const MIN_HASH_KEY_LENGTH = 32;

export interface BrokerCredentials {
  platform: string;
  server: string;
  login: string;
  password: string;
}

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

/** "<key id>:<HMAC-SHA256 hex>" */
export function credentialHash(key: string, uid: string, credentials: BrokerCredentials): string {
  requireHashKey(key);
  const material = JSON.stringify([
    uid,
    credentials.platform,
    credentials.server,
    credentials.login,
    credentials.password,
  ]);
  return `${hashKeyId(key)}:${createHmac('sha256', key).update(material).digest('hex')}`;
}
