// Server-side admin user search (docs/product.md §2 admin panel, §4 admin list): every user document
// carries `searchKeys`, the normal forms of its name, e-mail and mobile, and the search is a prefix range
// query on each key. The keys are computed here only: the trigger that keeps them current, the seed,
// the backfill and the endpoint that normalises the admin's query all call these functions.

/** The stored keys, one Firestore prefix query each. */
export const USER_SEARCH_FIELDS = ['name', 'lastName', 'email', 'mobile'] as const;
export type UserSearchField = (typeof USER_SEARCH_FIELDS)[number];
export type UserSearchKeys = Record<UserSearchField, string>;

/** Longest query the server searches for (the longest profile field it can match is 254 characters). */
export const USER_SEARCH_MAX_QUERY = 100;

/**
 * The upper end of a prefix range: `key >= prefix && key < prefix + SEARCH_PREFIX_END`. U+F8FF is the
 * last code point of the Basic Multilingual Plane's private-use area; normalised keys (below) hold
 * nothing that sorts above it in practice.
 */
export const SEARCH_PREFIX_END = '\uf8ff';

/**
 * Lower case, accents dropped (é -> e, compatibility forms folded: ｆ -> f), spaces left as they are.
 * Folding a text piece by piece gives the same characters as folding it whole (except a Greek final
 * sigma), which is how the web maps a match back onto the text it highlights.
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every run of white space as one space, none at either end. */
export function collapseSearchSpaces(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Lower case, accents dropped (é -> e, compatibility forms folded: ｆ -> f), spaces trimmed and collapsed. */
export function normalizeSearchText(text: string): string {
  return collapseSearchSpaces(foldSearchText(text));
}

/** A mobile number as digits only: "+27 82 555-0100" -> "27825550100". */
export function mobileDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export interface SearchableProfile {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  mobile?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The keys of one profile. `name` is "first last" (so a first name or the whole name is a prefix of it),
 * `lastName` finds a surname on its own.
 */
export function userSearchKeys(profile: SearchableProfile): UserSearchKeys {
  return {
    name: normalizeSearchText(`${text(profile.firstName)} ${text(profile.lastName)}`),
    lastName: normalizeSearchText(text(profile.lastName)),
    email: normalizeSearchText(text(profile.email)),
    mobile: mobileDigits(text(profile.mobile)),
  };
}

/** Whether stored keys (of unknown shape, read from a document) equal the ones computed now. */
export function sameSearchKeys(stored: unknown, keys: UserSearchKeys): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const record = stored as Record<string, unknown>;
  return (
    Object.keys(record).length === USER_SEARCH_FIELDS.length &&
    USER_SEARCH_FIELDS.every((field) => record[field] === keys[field])
  );
}

/** Whether a query reads as a phone number: digits with spaces, "+", "-", ".", or brackets only. */
export function isPhoneLikeQuery(query: string): boolean {
  return /^[\d\s+().-]+$/.test(query.trim());
}

/**
 * The prefix each key is searched with, or null when that key cannot match: the mobile key only for a
 * phone-like query (isPhoneLikeQuery), by its digits.
 */
export function userSearchPrefixes(query: string): Record<UserSearchField, string | null> {
  const normal = normalizeSearchText(query);
  const phoneLike = isPhoneLikeQuery(query) ? mobileDigits(query) : '';
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    name: orNull(normal),
    lastName: orNull(normal),
    email: orNull(normal),
    mobile: orNull(phoneLike),
  };
}

/** The keys of a profile that start with the query's prefixes, in USER_SEARCH_FIELDS order. */
export function matchingSearchFields(
  keys: UserSearchKeys,
  prefixes: Record<UserSearchField, string | null>,
): UserSearchField[] {
  return USER_SEARCH_FIELDS.filter((field) => {
    const prefix = prefixes[field];
    return prefix !== null && keys[field].startsWith(prefix);
  });
}
