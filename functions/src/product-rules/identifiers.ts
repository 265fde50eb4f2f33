// Identifiers the product accepts (docs/product.md §7): one shape for every id that names a Firestore
// document or a bridge object, and one normal form of a broker login.

/**
 * A document id we accept from a caller: letters, digits, "_" and "-" only (so no "/", "." or ".."),
 * and never a leading "__" (Firestore reserves "__name__" ids; no id we issue starts so). Anything
 * else is refused before it reaches a query.
 */
export function isDocumentId(value: string, maxLength = 128): boolean {
  return (
    value.length > 0 && value.length <= maxLength && /^[A-Za-z0-9_-]+$/.test(value) && !value.startsWith('__')
  );
}

/**
 * An MT5 login is a number: "051234560" and "51234560" are the same account. Every check (affiliation,
 * "already connected", rate limits) and every stored key uses this form. Digits only in, digits out.
 */
export function normalizeLogin(login: string): string {
  return login.trim().replace(/^0+(?=\d)/, '');
}
