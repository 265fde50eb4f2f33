// Fingerprint of one set of broker credentials, so a combination the broker already rejected is
// refused without asking the bridge again. A keyed HMAC (the key is the CREDENTIAL_HASH_KEY secret,
// never in the database): whoever reads the database cannot test password guesses offline, as they
// could against a plain SHA-256. The uid is mixed in so equal credentials of two users differ.
// Each fingerprint starts with the id of the key that made it, so a rotated key never compares its
// fingerprints with an old key's (docs/operations.md "Security settings", rotating the key).
import { createHmac } from 'node:crypto';
import { hashKeyId, requireHashKey } from '../platform/keys/hash-keys.rules.js';

export interface BrokerCredentials {
  platform: string;
  server: string;
  login: string;
  password: string;
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
