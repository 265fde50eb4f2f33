// Fingerprint of one set of broker credentials, so a combination the broker already rejected is
// refused without asking the bridge again. Only the hash is stored, never the password. The uid is
// mixed in so equal credentials of two users give different hashes.
import { createHash } from 'node:crypto';

export interface BrokerCredentials {
  platform: string;
  server: string;
  login: string;
  password: string;
}

export function credentialHash(uid: string, credentials: BrokerCredentials): string {
  const material = JSON.stringify([
    uid,
    credentials.platform,
    credentials.server,
    credentials.login,
    credentials.password,
  ]);
  return createHash('sha256').update(material).digest('hex');
}
