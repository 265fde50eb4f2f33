// CORS for the configured web origins only (WEB_ORIGINS). A browser page from any other origin gets
// no Access-Control-Allow-Origin, so it cannot read answers; non-browser callers (the CLI) send no
// Origin and are unaffected. Preflights are answered here, before authentication.
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { WEB_ORIGINS } from '../params/security-params.js';

export function allowedOrigins(): string[] {
  return WEB_ORIGINS.value()
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Sets the CORS headers; true when the request was a preflight and has been answered. */
export function applyCors(request: Request, response: Response, method: string): boolean {
  const origin = request.get('origin');
  response.vary('Origin');
  const allowed = origin !== undefined && allowedOrigins().includes(origin);
  if (allowed) {
    response.set('Access-Control-Allow-Origin', origin);
    // The web app reads Retry-After on a 429 or 503 to say how long to wait.
    response.set('Access-Control-Expose-Headers', 'Retry-After');
  }
  if (request.method !== 'OPTIONS') return false;
  if (allowed) {
    response.set('Access-Control-Allow-Methods', method);
    response.set('Access-Control-Allow-Headers', 'authorization, content-type');
    response.set('Access-Control-Max-Age', '3600');
  }
  response.status(204).end();
  return true;
}
