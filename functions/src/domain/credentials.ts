// Fingerprint of one set of broker credentials, so a combination the broker already rejected is
// refused without asking the bridge again. A keyed HMAC (the key is the CREDENTIAL_HASH_KEY secret,
// never in the database): whoever reads the database cannot test password guesses offline, as they
// could against a plain SHA-256. The uid is mixed in so equal credentials of two users differ.
import { createHmac } from 'node:crypto';

export interface BrokerCredentials {
  platform: string;
  server: string;
  login: string;
  password: string;
}

export function credentialHash(key: string, uid: string, credentials: BrokerCredentials): string {
  if (!key) throw new Error('CREDENTIAL_HASH_KEY is not set');
  const material = JSON.stringify([
    uid,
    credentials.platform,
    credentials.server,
    credentials.login,
    credentials.password,
  ]);
  return createHmac('sha256', key).update(material).digest('hex');
}
