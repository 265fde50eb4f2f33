// Paging the admin user search (docs/product.md §4 admin list): one prefix query per search key, each
// ordered by (key, uid), merged into one order and deduplicated. A user matching several keys belongs to
// the first of them (USER_SEARCH_FIELDS order), so across all pages it is listed exactly once. The
// cursor records, per key, the last (key, uid) consumed, or that the key is done.
import {
  isDocumentId,
  matchingSearchFields,
  USER_SEARCH_FIELDS,
  type UserSearchField,
  type UserSearchKeys,
} from '../product-rules/index.js';

export interface SearchHit<T> {
  uid: string;
  keys: UserSearchKeys;
  item: T;
}

export interface SearchStream<T> {
  field: UserSearchField;
  hits: SearchHit<T>[];
  /** The query returned fewer hits than asked for: there is nothing after the last one. */
  exhausted: boolean;
}

export interface KeyPosition {
  value: string;
  uid: string;
}
/** Per key: where its next query starts (absent: from the beginning), or 'done'. */
export type SearchCursor = Partial<Record<UserSearchField, KeyPosition | 'done'>>;

/** Firestore orders strings by UTF-8 bytes, that is by code point (JS `<` compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const diff = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}

const position = <T>(stream: SearchStream<T>, at: number): KeyPosition | undefined => {
  const hit = stream.hits[at];
  return hit ? { value: hit.keys[stream.field], uid: hit.uid } : undefined;
};

function comparePositions(a: KeyPosition, b: KeyPosition): number {
  return compareCodePoints(a.value, b.value) || compareCodePoints(a.uid, b.uid);
}

/**
 * Takes up to `pageSize` users in (key, uid) order. Stops early when a stream that may hold more runs out
 * of fetched hits: what comes next there is unknown, so the page ends (short) and the cursor resumes it.
 */
export function mergeSearchStreams<T>(
  streams: SearchStream<T>[],
  prefixes: Record<UserSearchField, string | null>,
  pageSize: number,
  previous: SearchCursor = {},
): { items: T[]; cursor: SearchCursor; hasMore: boolean } {
  const next = streams.map(() => 0);
  const items: T[] = [];
  while (items.length < pageSize) {
    let best = -1;
    let blocked = false;
    streams.forEach((stream, i) => {
      const here = position(stream, next[i] ?? 0);
      if (!here) blocked ||= !stream.exhausted;
      else if (best === -1 || comparePositions(here, position(streams[best]!, next[best] ?? 0)!) < 0)
        best = i;
    });
    if (blocked || best === -1) break;
    const stream = streams[best]!;
    const hit = stream.hits[next[best] ?? 0]!;
    next[best] = (next[best] ?? 0) + 1;
    if (matchingSearchFields(hit.keys, prefixes)[0] === stream.field) items.push(hit.item);
  }
  const cursor: SearchCursor = {};
  for (const field of USER_SEARCH_FIELDS) {
    const i = streams.findIndex((stream) => stream.field === field);
    const stream = streams[i];
    if (!stream) cursor[field] = 'done';
    else if (stream.exhausted && (next[i] ?? 0) >= stream.hits.length) cursor[field] = 'done';
    else {
      const consumed = (next[i] ?? 0) > 0 ? position(stream, (next[i] ?? 0) - 1) : previous[field];
      if (consumed) cursor[field] = consumed;
    }
  }
  return { items, cursor, hasMore: USER_SEARCH_FIELDS.some((field) => cursor[field] !== 'done') };
}

interface CursorText {
  q: string;
  p: Partial<Record<UserSearchField, [string, string] | 0>>;
}

/** Opaque to callers (base64url JSON); bound to the normalised query it was issued for. */
export function encodeSearchCursor(query: string, cursor: SearchCursor): string {
  const p: CursorText['p'] = {};
  for (const field of USER_SEARCH_FIELDS) {
    const at = cursor[field];
    if (at === 'done') p[field] = 0;
    else if (at) p[field] = [at.value, at.uid];
  }
  return Buffer.from(JSON.stringify({ q: query, p } satisfies CursorText)).toString('base64url');
}

/** [key value, uid]: the uid has the one document-id shape (it names users/{uid} in the query). */
const isPair = (value: unknown): value is [string, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'string' &&
  isDocumentId(value[1]);

/** The cursor, or null when the text is not one this server issued for this query. */
export function decodeSearchCursor(text: string, query: string): SearchCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const record = parsed as Partial<CursorText> | null;
  if (!record || record.q !== query || typeof record.p !== 'object' || record.p === null) return null;
  const cursor: SearchCursor = {};
  for (const [field, value] of Object.entries(record.p)) {
    if (!(USER_SEARCH_FIELDS as readonly string[]).includes(field)) return null;
    if (value === 0) cursor[field as UserSearchField] = 'done';
    else if (isPair(value)) cursor[field as UserSearchField] = { value: value[0], uid: value[1] };
    else return null;
  }
  return cursor;
}
