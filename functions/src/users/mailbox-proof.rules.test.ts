import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  enrolledAfterRequest,
  proofRefusal,
  proofTokenHash,
  type MailboxProof,
} from './mailbox-proof.rules.js';

const HASH = 'ab'.repeat(32);
const OTHER_HASH = 'cd'.repeat(32);
// Asked at 12:00:00.500 UTC on 2026-11-26 by the session that signed in at 11:59:00; open 15 minutes.
const ASKED_MS = Date.UTC(2026, 10, 26, 12, 0, 0, 500);
const OPEN: MailboxProof = {
  tokenHash: HASH,
  authTime: ASKED_MS / 1000 - 60.5,
  requestedAtMs: ASKED_MS,
  expireAtMs: ASKED_MS + 15 * 60_000,
  usedAtMs: null,
};
const attempt = { tokenHash: HASH, authTime: OPEN.authTime, nowMs: ASKED_MS + 60_000 };

describe('proofRefusal', () => {
  it.each([
    ['no proof was ever asked for', null, attempt, 'invalidLink'],
    ['the link was used already', { ...OPEN, usedAtMs: ASKED_MS + 1000 }, attempt, 'invalidLink'],
    [
      'the link expired (exactly 15 minutes on)',
      OPEN,
      { ...attempt, nowMs: ASKED_MS + 900_000 },
      'invalidLink',
    ],
    ['the token is another one', OPEN, { ...attempt, tokenHash: OTHER_HASH }, 'invalidLink'],
    ['the token hash has another length', OPEN, { ...attempt, tokenHash: 'ab' }, 'invalidLink'],
    [
      'another session (later sign-in) uses it',
      OPEN,
      { ...attempt, authTime: OPEN.authTime + 1 },
      'otherSession',
    ],
    ['the same session uses it in time', OPEN, attempt, null],
  ] as const)('%s -> %s', (_case, proof, tried, refusal) => {
    expect(proofRefusal(proof, tried)).toBe(refusal);
  });
});

describe('enrolledAfterRequest', () => {
  it.each([
    ['in the second the link was sent', 'Thu, 26 Nov 2026 12:00:00 GMT', true],
    ['a minute later', 'Thu, 26 Nov 2026 12:01:00 GMT', true],
    ['the second before the link', 'Thu, 26 Nov 2026 11:59:59 GMT', false],
    ['with no enrolment time', undefined, false],
    ['with a time that is no date', 'soon', false],
  ] as const)('a factor enrolled %s counts: %s', (_case, enrolled, counts) => {
    expect(enrolledAfterRequest(enrolled, ASKED_MS)).toBe(counts);
  });
});

describe('proofTokenHash', () => {
  it('differs by user for the same token, and refuses an empty key', () => {
    expect(proofTokenHash('k'.repeat(32), 'uid-a', 'tok')).not.toBe(
      proofTokenHash('k'.repeat(32), 'uid-b', 'tok'),
    );
    expect(() => proofTokenHash('', 'uid-a', 'tok')).toThrow('CREDENTIAL_HASH_KEY is not set');
  });

  it('refuses a key too short to be a secret, as the credential fingerprints do', () => {
    expect(() => proofTokenHash('k'.repeat(31), 'uid-a', 'tok')).toThrow('CREDENTIAL_HASH_KEY is too short');
  });

  it('is keyed by a key of its own, not the shared secret itself', () => {
    const key = 'k'.repeat(32);
    const withSharedKey = createHmac('sha256', key)
      .update(JSON.stringify(['mailbox-proof', 'uid-a', 'tok']))
      .digest('hex');
    expect(proofTokenHash(key, 'uid-a', 'tok')).not.toBe(withSharedKey);
  });
});
