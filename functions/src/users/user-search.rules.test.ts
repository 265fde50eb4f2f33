// Merging the admin search's per-key queries into pages, against hand-written streams.
import { describe, expect, it } from 'vitest';
import { userSearchPrefixes } from '../product-rules/index.js';
import {
  compareCodePoints,
  decodeSearchCursor,
  encodeSearchCursor,
  mergeSearchStreams,
  type SearchStream,
} from './user-search.rules.js';

const keys = (name: string, lastName: string, email: string, mobile = '') => ({
  name,
  lastName,
  email,
  mobile,
});
// Query "ad": Ada Admin matches on name, lastName (admin) and email; Brad Adams on lastName only;
// adele@x on email only.
const ADA = { uid: 'u1', keys: keys('ada admin', 'admin', 'ada@x.io'), item: 'Ada Admin' };
const ADAMS = { uid: 'u2', keys: keys('brad adams', 'adams', 'brad@x.io'), item: 'Brad Adams' };
const ADELE = { uid: 'u3', keys: keys('zed zulu', 'zulu', 'adele@x.io'), item: 'Zed Zulu' };
const PREFIXES = userSearchPrefixes('ad');

function streams(exhausted: boolean): SearchStream<string>[] {
  return [
    { field: 'name', hits: [ADA], exhausted: true },
    { field: 'lastName', hits: [ADAMS, ADA], exhausted },
    { field: 'email', hits: [ADA, ADELE], exhausted: true },
  ];
}

describe('merging the per-key queries', () => {
  it('lists each user once, under the first key it matches, in key order', () => {
    const page = mergeSearchStreams(streams(true), PREFIXES, 10);
    expect(page.items).toEqual(['Ada Admin', 'Brad Adams', 'Zed Zulu']);
    expect(page.hasMore).toBe(false);
    expect(page.cursor).toEqual({ name: 'done', lastName: 'done', email: 'done', mobile: 'done' });
  });

  it('ends a full page with a cursor at the last hit consumed of each key', () => {
    const page = mergeSearchStreams(streams(true), PREFIXES, 2);
    // Order: "ada admin"(name) < "ada@x.io"(email, skipped: Ada belongs to name) < "adams"(lastName).
    expect(page.items).toEqual(['Ada Admin', 'Brad Adams']);
    expect(page.hasMore).toBe(true);
    expect(page.cursor).toEqual({
      name: 'done',
      lastName: { value: 'adams', uid: 'u2' },
      email: { value: 'ada@x.io', uid: 'u1' },
      mobile: 'done',
    });
  });

  it('stops short when a key that may hold more has no fetched hits left', () => {
    const page = mergeSearchStreams(
      [
        { field: 'name', hits: [ADA], exhausted: false },
        { field: 'email', hits: [ADELE], exhausted: true },
      ],
      PREFIXES,
      10,
    );
    expect(page.items).toEqual(['Ada Admin']);
    expect(page.cursor.name).toEqual({ value: 'ada admin', uid: 'u1' });
    expect(page.cursor.email).toBeUndefined();
    expect(page.hasMore).toBe(true);
  });

  it('keeps the previous position of a key it consumed nothing from', () => {
    const page = mergeSearchStreams(
      [
        { field: 'name', hits: [], exhausted: false },
        { field: 'email', hits: [ADELE], exhausted: true },
      ],
      PREFIXES,
      10,
      { name: { value: 'ab', uid: 'u0' } },
    );
    expect(page.items).toEqual([]);
    expect(page.cursor.name).toEqual({ value: 'ab', uid: 'u0' });
  });
});

describe('the cursor text', () => {
  const cursor = { name: 'done' as const, email: { value: 'zoë@x.io', uid: 'u9' } };

  it('round-trips for the query it was issued for', () => {
    expect(decodeSearchCursor(encodeSearchCursor('zo', cursor), 'zo')).toEqual(cursor);
  });

  it.each([
    ['another query', encodeSearchCursor('zo', cursor), 'za'],
    ['text that is not a cursor', 'bm90LWpzb24', 'zo'],
    ['an unknown key', Buffer.from('{"q":"zo","p":{"address":0}}').toString('base64url'), 'zo'],
    ['a bad position', Buffer.from('{"q":"zo","p":{"name":[1,2]}}').toString('base64url'), 'zo'],
  ])('is refused for %s', (_, text, query) => {
    expect(decodeSearchCursor(text, query)).toBeNull();
  });
});

describe('the order Firestore uses', () => {
  it.each([
    ['a', 'b', -1],
    ['ab', 'a', 1],
    ['\uffff', '\u{1F600}', -1],
    ['same', 'same', 0],
  ])('%j against %j', (a, b, sign) => {
    expect(Math.sign(compareCodePoints(a, b))).toBe(sign);
  });
});
