// Turning a schema's complaints into a 400 that never repeats the input: a field's value, an unknown
// key (which may be a whole mis-encoded body, password included) and oversized bodies stay out of the
// answer, and at most a few short issues are listed, so a 15 KB body cannot produce a 97 KB error.
import type { z } from 'zod';
import { HttpError } from './http-error.js';

export const UNKNOWN_FIELD_MESSAGE = 'The request has a field this endpoint does not accept.';
const MAX_ISSUES = 5;
const MAX_MESSAGE = 200;

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return UNKNOWN_FIELD_MESSAGE;
  return issue.message.slice(0, MAX_MESSAGE);
}

/** Field paths name schema fields only; a path segment that is not a plain short name is dropped. */
function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path
    .map(String)
    .filter((part) => /^[A-Za-z0-9_]{1,40}$/.test(part))
    .join('.');
}

export function validationError(error: z.ZodError): HttpError {
  const issues = error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => ({ path: pathOf(issue), message: issueMessage(issue) }));
  return new HttpError(400, issues[0]?.message ?? 'Invalid request.', issues);
}
