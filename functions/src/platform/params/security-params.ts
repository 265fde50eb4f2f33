// Security configuration from firebase-functions params (docs/operations.md "Security settings").
// CREDENTIAL_HASH_KEY keys the fingerprint of rejected broker credentials (accounts/credentials.rules.ts);
// RATE_LIMIT_KEY keys the ids of the rate-limit counters (platform/keys/counter-id.rules.ts);
// WEB_ORIGINS lists the web origins allowed to call the functions from a browser (CORS).
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const CREDENTIAL_HASH_KEY = defineSecret('CREDENTIAL_HASH_KEY');

/** Every endpoint counts requests per IP, so every endpoint mounts it (platform/http/secrets.ts). */
export const RATE_LIMIT_KEY = defineSecret('RATE_LIMIT_KEY');

/** Comma-separated origins, e.g. "https://app.example.com,https://example.web.app". */
export const WEB_ORIGINS = defineString('WEB_ORIGINS', { default: '' });

/**
 * Test-only: callers whose client IP starts with this prefix get limits ten times smaller,
 * so tests reach them in a few requests. Empty (the default, and always in production) disables it.
 * The local test runner sets it to the documentation range 198.51.100. (RFC 5737), never a real client.
 */
export const RATE_LIMIT_TEST_IP_PREFIX = defineString('RATE_LIMIT_TEST_IP_PREFIX', { default: '' });

/**
 * How many proxies of ours append to X-Forwarded-For after Google's front end has: the client address
 * is that many entries left of the last one. 0 when callers reach the functions' own URLs, 1 behind an
 * external Application Load Balancer (docs/operations.md "Client address behind proxies").
 */
export const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', { default: 0 });

/**
 * Admin power ends this many hours after the sign-in (the ID token's auth_time), however often the
 * token is refreshed. firestore.rules repeats the default (rules cannot read configuration), so change
 * both together (docs/architecture.md §5).
 */
export const MAX_ADMIN_SESSION_HOURS = defineInt('MAX_ADMIN_SESSION_HOURS', { default: 12 });
