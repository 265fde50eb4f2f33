// A short, password-free text for an error in a bulk result.
import { toHttpError } from './error-mapping.js';

export function errorMessage(error: unknown): string {
  const mapped = toHttpError(error);
  if (mapped) return mapped.message;
  return error instanceof Error ? error.message : String(error);
}
