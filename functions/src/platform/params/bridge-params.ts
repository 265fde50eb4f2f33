// Production wiring of the trading bridge and the affiliate verifier from firebase-functions params.
// The emulator reads functions/.env.local and .secret.local; production reads params and Secret Manager.
// Call the factory inside a handler (params resolve at runtime, not at deploy time).
import { logger } from 'firebase-functions';
import { defineSecret, defineString } from 'firebase-functions/params';
import { HttpAffiliateVerifier, type AffiliateVerifier } from '../../affiliation/index.js';
import { MetaApiBridge, type HttpLogEntry, type TradingBridge } from '../../bridge/index.js';
import { LOG_EVENTS } from '../log-events.js';

export const METAAPI_PROVISIONING_URL = defineString('METAAPI_PROVISIONING_URL');
export const METAAPI_CLIENT_URL = defineString('METAAPI_CLIENT_URL');
export const METAAPI_COPYFACTORY_URL = defineString('METAAPI_COPYFACTORY_URL');
export const METAAPI_TOKEN = defineSecret('METAAPI_TOKEN');
export const AFFILIATE_CHECK_URL = defineString('AFFILIATE_CHECK_URL');
export const AFFILIATE_API_KEY = defineSecret('AFFILIATE_API_KEY');

/**
 * What a function that calls the trading bridge mounts (`secrets: bridgeSecrets`): its token only. The
 * affiliate key is mounted by the two endpoints that check affiliation (platform/http/secrets.ts).
 */
export const bridgeSecrets = [METAAPI_TOKEN];

/** Where the bridge is, who we are to it, and what its calls log: the same for every bridge we build. */
function bridgeConnection() {
  return {
    provisioningUrl: METAAPI_PROVISIONING_URL.value(),
    clientUrl: METAAPI_CLIENT_URL.value(),
    copyFactoryUrl: METAAPI_COPYFACTORY_URL.value(),
    token: METAAPI_TOKEN.value(),
    log: logBridgeExchange,
  };
}

/**
 * One HTTP exchange with MetaApi: method, path, status and timing only (the adapter never hands bodies
 * or headers to its log). A 429 and a 5xx carry their event, each attempt once, for the alerts on
 * MetaApi's rate limits and outages (docs/operations.md, "Monitoring and alerts").
 */
export function logBridgeExchange(entry: HttpLogEntry): void {
  const status = typeof entry.status === 'number' ? entry.status : undefined;
  if (status === 429) logger.warn('metaapi', { event: LOG_EVENTS.bridgeRateLimited, ...entry });
  else if (status !== undefined && status >= 500)
    logger.warn('metaapi', { event: LOG_EVENTS.bridgeServerError, ...entry });
  else if (status !== undefined && status < 400) logger.debug('metaapi', entry);
  else logger.warn('metaapi', entry);
}

export function createBridge(): TradingBridge {
  return new MetaApiBridge({
    ...bridgeConnection(),
    // Bounded for Cloud Functions: poll a 202 for at most 45 s, then answer "still working" and let the
    // caller retry with the persisted transaction id. Worst case (4 timed-out attempts + backoff) is
    // ~90 s, so functions calling the bridge declare timeoutSeconds >= 120.
    timeoutMs: 20_000,
    retries: 3,
    longRunningTimeoutMs: 45_000,
    maxDelayMs: 8_000,
  });
}

/**
 * The bridge of deployment-run tasks: no retries inside a request. A 429, 5xx or timeout comes back at
 * once and the task reschedules itself on Cloud Tasks (after the recommended retry time for a 429), so
 * no task instance sits waiting and the queue's rate limits stay in charge.
 */
export function createRunBridge(): TradingBridge {
  return new MetaApiBridge({
    ...bridgeConnection(),
    timeoutMs: 20_000,
    retries: 0,
    longRunningTimeoutMs: 30_000,
  });
}

export function createAffiliateVerifier(): AffiliateVerifier {
  return new HttpAffiliateVerifier({ url: AFFILIATE_CHECK_URL.value(), apiKey: AFFILIATE_API_KEY.value() });
}
