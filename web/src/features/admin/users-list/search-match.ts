// The admin list's search over the loaded users and the highlighting of its rows (docs/product.md §2
// /admin), matching the way the server search does (functions/src/product-rules/user-search.ts): any
// case, accents and spacing, and a phone-like query also by the mobile's digits. No React, no I/O.
import { type AdminUserEntry } from '@copydesk/functions/contract';
import {
  collapseSearchSpaces,
  foldSearchText,
  isPhoneLikeQuery,
  mobileDigits,
  normalizeSearchText,
} from '@copydesk/functions/product-rules';

// ---- matching users ---------------------------------------------------------------------------------

/** A typed query as compared: its normal form, and its digits when it reads as a phone number ('' if not). */
export interface SearchQuery {
  text: string;
  digits: string;
}

export function searchQuery(query: string): SearchQuery {
  return { text: normalizeSearchText(query), digits: isPhoneLikeQuery(query) ? mobileDigits(query) : '' };
}

/** What a user is found by: the normal forms of first name, last name, both, e-mail and mobile (one a
 * line, so no match spans two fields), and the mobile's digits. */
export interface SearchHaystack {
  text: string;
  digits: string;
}

export function searchHaystack(user: AdminUserEntry): SearchHaystack {
  const { firstName, lastName, email, mobile } = user.userData;
  const fields = [firstName, lastName, `${firstName} ${lastName}`, email, mobile];
  return { text: fields.map(normalizeSearchText).join('\n'), digits: mobileDigits(mobile) };
}

/** An empty query matches everyone; otherwise the text anywhere in a field, or a phone-like query's
 * digits anywhere in the mobile's digits. */
function matchesQuery(haystack: SearchHaystack, query: SearchQuery): boolean {
  if (query.text === '') return true;
  return (
    haystack.text.includes(query.text) || (query.digits !== '' && haystack.digits.includes(query.digits))
  );
}

/**
 * Keeps the (already sorted) users matching the search; a keystroke costs one pass, no sort. `haystacks`:
 * each user's searchHaystack, computed once per list. `found`: users the server search matched, kept
 * too (its prefix match and this one agree on folding, but the server is the authority).
 */
export function searchUsers(
  users: readonly AdminUserEntry[],
  query: string,
  haystacks?: ReadonlyMap<string, SearchHaystack>,
  found?: ReadonlySet<string>,
): AdminUserEntry[] {
  const q = searchQuery(query);
  if (q.text === '') return users as AdminUserEntry[];
  return users.filter(
    (user) =>
      matchesQuery(haystacks?.get(user.id) ?? searchHaystack(user), q) || found?.has(user.id) === true,
  );
}

// ---- highlighting --------------------------------------------------------------------------------

export interface Segment {
  text: string;
  match: boolean;
}

/** A range of the original text: [start, end). */
type Span = [start: number, end: number];

/** A text in another form, with the span of the original each of its characters came from. */
interface Mapped {
  text: string;
  spans: Span[];
}

/** The text's code points folded one by one; a code point folding to nothing (a combining accent)
 * joins the one before it, so a mark never splits a letter from its accent. */
function foldedCodePoints(text: string): { folded: string; span: Span }[] {
  const units: { folded: string; span: Span }[] = [];
  let at = 0;
  for (const char of text) {
    const folded = foldSearchText(char);
    const last = units.at(-1);
    if (folded === '' && last) last.span[1] = at + char.length;
    else units.push({ folded, span: [at, at + char.length] });
    at += char.length;
  }
  return units;
}

/** The server's rule for a space: a character collapsing spaces leaves nothing of. */
const isSpace = (char: string) => collapseSearchSpaces(char) === '';

/** The text folded as normalizeSearchText folds it (runs of spaces as one space), mapped to the original. */
function foldWithSpans(text: string): Mapped {
  const units = foldedCodePoints(text);
  const pieces = units.map((unit) => unit.folded).join('');
  // Folded whole is the server's form; it differs from piece by piece only in the Greek final sigma (ς
  // for σ), character for character, so the pieces' spans still fit it.
  const whole = foldSearchText(text);
  const folded = whole.length === pieces.length ? whole : pieces;
  const chars: string[] = [];
  const spans: Span[] = [];
  let i = 0;
  for (const unit of units) {
    for (let k = 0; k < unit.folded.length; k += 1, i += 1) {
      const char = isSpace(folded.charAt(i)) ? ' ' : folded.charAt(i);
      const lastSpan = spans.at(-1);
      // A space after a space widens it: one space of the folded text stands for the whole run.
      if (char === ' ' && chars.at(-1) === ' ' && lastSpan) lastSpan[1] = unit.span[1];
      else {
        chars.push(char);
        spans.push([...unit.span]);
      }
    }
  }
  return { text: chars.join(''), spans };
}

/** The text's digits (as mobileDigits keeps them), mapped to the original. */
function digitsWithSpans(text: string): Mapped {
  const spans: Span[] = [];
  let digits = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (mobileDigits(char) === '') continue;
    digits += char;
    spans.push([i, i + 1]);
  }
  return { text: digits, spans };
}

/** Every occurrence of `needle` in the mapped text (left to right, not overlapping), as original spans:
 * from the first matched character to the last, with whatever lies between them. */
function occurrences(mapped: Mapped, needle: string): Span[] {
  const out: Span[] = [];
  if (needle === '') return out;
  for (
    let at = mapped.text.indexOf(needle);
    at !== -1;
    at = mapped.text.indexOf(needle, at + needle.length)
  ) {
    const first = mapped.spans[at];
    const last = mapped.spans[at + needle.length - 1];
    if (first && last) out.push([first[0], last[1]]);
  }
  return out;
}

/** Spans in order, overlapping ones merged (touching ones stay apart, one mark per occurrence). */
function mergeSpans(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of [...spans].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = out.at(-1);
    if (last && span[0] < last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([...span]);
  }
  return out;
}

function toSegments(text: string, spans: Span[]): Segment[] {
  const out: Segment[] = [];
  let from = 0;
  for (const [start, end] of spans) {
    if (start > from) out.push({ text: text.slice(from, start), match: false });
    out.push({ text: text.slice(start, end), match: true });
    from = end;
  }
  if (from < text.length) out.push({ text: text.slice(from), match: false });
  return out;
}

/**
 * Splits `text` into plain and matching parts: every occurrence of the query in any case, accents and
 * spacing ("zoe" marks "Zoë"). With `mobile` (the text is a mobile number), a phone-like query also
 * matches its digits, marked from the first matched digit to the last ("27 82" marks "27 82" in "+27 82 555").
 */
export function highlightSegments(
  text: string,
  query: string,
  options: { mobile?: boolean } = {},
): Segment[] {
  if (text === '') return [];
  const q = searchQuery(query);
  if (q.text === '') return [{ text, match: false }];
  const spans = occurrences(foldWithSpans(text), q.text);
  if (options.mobile && q.digits !== '') spans.push(...occurrences(digitsWithSpans(text), q.digits));
  return toSegments(text, mergeSpans(spans));
}
