// Reading a request's input (docs/product.md §7): GET reads the query string only; every other verb
// reads a JSON object body only. A body verb with fields in the query string is refused (inputs that
// carry secrets must never sit in a URL, where proxies and logs keep them), and so is a body that is
// not declared as JSON: an unreadable body must never be read as "{}" and fall back to defaults.
import type { Request } from 'firebase-functions/v2/https';
import { HttpError } from './http-error.js';

/** Bounded bodies: anything bigger than this is not a legitimate request to any endpoint. */
const MAX_BODY_BYTES = 16 * 1024;

export const BODY_MESSAGES = {
  tooLarge: 'The request is too large.',
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  notObject: 'The request body must be a JSON object.',
  queryOnBodyVerb: 'Send the fields in the JSON body, not in the address.',
} as const;

export function readInput(method: string, request: Request): unknown {
  if (method === 'GET') return { ...request.query };
  if (Object.keys(request.query).length > 0) throw new HttpError(400, BODY_MESSAGES.queryOnBodyVerb);
  const raw = request.rawBody as Buffer | undefined;
  if (raw && raw.length > MAX_BODY_BYTES) throw new HttpError(413, BODY_MESSAGES.tooLarge);
  if (!request.is('application/json')) throw new HttpError(415, BODY_MESSAGES.notJson);
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, BODY_MESSAGES.notObject);
  }
  return body;
}
