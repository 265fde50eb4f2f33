// Calling the HTTP functions from tests: a raw caller (any header, any body, any verb) for the
// authorization and bad-input tables, and the typed contract client for happy paths.
import { createApiClient, endpoints, type ApiClient } from '@copydesk/functions/contract';
import { functionsUrl } from '../../tools/stack-clients/emulators.ts';
import type { TestUser } from '../../tools/stack-clients/users.ts';

export interface RawAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface RawCall {
  /** A full Authorization header value; `token` is shorthand for `Bearer <token>`. */
  authorization?: string;
  token?: string;
  input?: unknown;
  method?: string;
  /** Sent verbatim as the body (overrides input for non-GET verbs). */
  rawBody?: string;
  /** Extra headers (Origin, X-Forwarded-For...); a content-type of null sends none. */
  headers?: Record<string, string>;
  contentType?: string | null;
  /** Appended to the URL verbatim (e.g. "?password=x" on a POST). */
  query?: string;
}

function query(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value as string));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One request exactly as described: GET puts the input in the query string, other verbs in a JSON body. */
export async function callRaw(name: string, call: RawCall = {}): Promise<RawAnswer> {
  const spec = (endpoints as Record<string, { method: string } | undefined>)[name];
  const method = call.method ?? spec?.method ?? 'GET';
  const headers: Record<string, string> = { ...call.headers };
  const authorization = call.authorization ?? (call.token ? `Bearer ${call.token}` : undefined);
  if (authorization) headers.authorization = authorization;
  let url = functionsUrl(name);
  let body: string | Uint8Array | undefined;
  if (method === 'GET') url += query(call.input);
  else {
    const contentType = call.contentType === undefined ? 'application/json' : call.contentType;
    body = call.rawBody ?? JSON.stringify(call.input ?? {});
    if (contentType !== null) headers['content-type'] = contentType;
    // fetch labels a string body text/plain; bytes go out with no Content-Type at all.
    else body = new TextEncoder().encode(body);
  }
  url += call.query ?? '';
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The shared typed client, signed in as `user`. */
export function clientFor(user: TestUser): ApiClient {
  return createApiClient({ baseUrl: functionsUrl('').replace(/\/$/, ''), getToken: () => user.idToken });
}

/** A syntactically valid JWT that no Firebase project signed. */
export const FORGED_TOKEN =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6ImZvcmdlZCJ9.eyJzdWIiOiJhdHRhY2tlciIsImF1ZCI6ImRlbW8tY29weWRlc2sifQ.c2lnbmF0dXJl';

/**
 * The functions emulator runs each concurrent request in its own worker process and gives a new worker
 * 30 s (FUNCTIONS_DISCOVERY_TIMEOUT) to load. Twenty cold starts at once on a busy machine miss that,
 * so concurrency tests first grow the worker pool in steps with cheap requests (answered 400 by
 * validation, touching nothing).
 */
export async function warmWorkers(endpoint: string, token: string, size: number, step = 5): Promise<void> {
  for (let wave = step; wave <= size; wave += step) {
    await Promise.all(
      Array.from({ length: wave }, () => callRaw(endpoint, { token, input: { warmUp: true } })),
    );
  }
}
