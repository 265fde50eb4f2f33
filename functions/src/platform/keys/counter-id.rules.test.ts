import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { counterId } from './counter-id.rules.js';

const KEY = 'a'.repeat(64);
const OTHER_KEY = 'b'.repeat(64);
const IP_COUNTER = 'whoami:ip:203.0.113.7';

describe('the id of a rate-limit counter', () => {
  it.each([
    ['not set', ''],
    ['31 characters', 'k'.repeat(31)],
  ])('refuses a RATE_LIMIT_KEY that is %s, with a clear error', (_case, key) => {
    expect(() => counterId(key, IP_COUNTER)).toThrow(
      /^RATE_LIMIT_KEY is (not set|too short): it must be at least 32 random characters/,
    );
  });

  it('is "<key id>-<40 hex>", and not the SHA-256 of the IP it counts', () => {
    const id = counterId(KEY, IP_COUNTER);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{40}$/);
    const sha = createHash('sha256').update(IP_COUNTER).digest('hex');
    expect(id).not.toContain(sha.slice(0, 40));
  });

  it('changes with the key, in its key id and in its HMAC', () => {
    const [id, mac] = counterId(KEY, IP_COUNTER).split('-');
    const [otherId, otherMac] = counterId(OTHER_KEY, IP_COUNTER).split('-');
    expect(otherId).not.toBe(id);
    expect(otherMac).not.toBe(mac);
  });

  it('is the same for the same key and counter, and differs between counters', () => {
    expect(counterId(KEY, IP_COUNTER)).toBe(counterId(KEY, IP_COUNTER));
    expect(counterId(KEY, 'whoami:ip:203.0.113.8')).not.toBe(counterId(KEY, IP_COUNTER));
  });
});
