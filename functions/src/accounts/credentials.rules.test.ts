import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { credentialHash } from './credentials.rules.js';

const KEY = 'a'.repeat(64);
const OTHER_KEY = 'b'.repeat(64);
const credentials = { platform: 'mt5', server: 'XMGlobal-MT5', login: '51234560', password: 'Broker-pass-1' };

describe('the fingerprint of broker credentials', () => {
  it.each([
    ['not set', ''],
    ['31 characters', 'k'.repeat(31)],
  ])('refuses a key that is %s, with a clear error that does not repeat it', (_case, key) => {
    expect(() => credentialHash(key, 'uid-1', credentials)).toThrow(
      /^CREDENTIAL_HASH_KEY is (not set|too short): it must be at least 32 random characters/,
    );
    if (key) expect(() => credentialHash(key, 'uid-1', credentials)).not.toThrow(new RegExp(key));
  });

  it('is "<key id>:<HMAC-SHA256 of uid and credentials>" for a key of 32 characters or more', () => {
    const hmac = createHmac('sha256', KEY)
      .update('["uid-1","mt5","XMGlobal-MT5","51234560","Broker-pass-1"]')
      .digest('hex');
    const hash = credentialHash(KEY, 'uid-1', credentials);
    expect(hash).toMatch(/^[0-9a-f]{8}:[0-9a-f]{64}$/);
    expect(hash.split(':')[1]).toBe(hmac);
  });

  it('names its key: the same key gives the same id, a rotated key another', () => {
    const id = (key: string) => credentialHash(key, 'uid-1', credentials).split(':')[0];
    expect(id(KEY)).toBe(credentialHash(KEY, 'uid-2', { ...credentials, password: 'x' }).split(':')[0]);
    expect(id(OTHER_KEY)).not.toBe(id(KEY));
  });
});
