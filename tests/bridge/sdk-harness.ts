// MetaApi's own SDKs (metaapi.cloud-sdk, metaapi.cloud-copyfactory-sdk) pointed at the simulator. Each
// SDK's HTTP client is kept whole (query encoding, 202 and retry handling, error mapping) except that
// each request's host is swapped for the simulator on loopback; every request is recorded as the
// simulator route it hit. The SDKs only send requests with a JWT-shaped token (three dot-separated parts).
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type CopyFactoryType from 'metaapi.cloud-copyfactory-sdk';
import type MetaApiType from 'metaapi.cloud-sdk';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { match } from '../../tools/bridge-simulator/router.js';
import { metaApiRoutes } from '../../tools/bridge-simulator/routes-metaapi.js';
import type { MetaApiBridge } from '../../functions/src/bridge/index.js';
import { advance, bridgeFor, connectedAccount, startSim } from './harness.js';

// The packages' "import" entry is their browser bundle (axios without the http adapter); Node takes "require".
const load = createRequire(import.meta.url);
const CopyFactory = (load('metaapi.cloud-copyfactory-sdk') as { default: typeof CopyFactoryType }).default;
const MetaApi = (load('metaapi.cloud-sdk') as { default: typeof MetaApiType }).default;

export const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjb3B5ZGVzayJ9.c2ltdWxhdG9y';
export const HOUR = 3_600_000;
/** Where the SDKs send requests: provisioning, and CopyFactory in the first region the simulator lists. */
export const SDK_HOSTS = [
  'mt-provisioning-api-v1.agiliumtrade.agiliumtrade.ai',
  'copyfactory-api-v1.vint-hill.agiliumtrade.ai',
];
/** A fresh CopyFactory SDK looks up the regions and the API domain before its first request. */
export const DOMAIN_LOOKUPS = ['GET /users/current/regions', 'GET /users/current/servers/mt-client-api'];

interface SdkHttpClient {
  _makeRequest(options: { url: string; method?: string }, ...rest: unknown[]): Promise<unknown>;
}

/** Fresh SDK instances whose requests go to the simulator; `routes` lists each request's route. */
export interface SdkClients {
  cf: CopyFactoryType;
  metaApi: MetaApiType;
  routes: string[];
  hosts: Set<string>;
}

/** The state every operation starts from: a deployed, connected subscriber copying XmTr at 0.07 lot. */
export interface SdkWorld {
  sim: BridgeSimulator;
  bridge: MetaApiBridge;
  subscriberId: string;
  window: { from: Date; till: Date };
  /** A new connected account (its own login, so operations never share one). */
  newAccount(): Promise<string>;
}

/** One SDK operation: which SDK method, the routes its call sends, and what the answer must mean. */
export interface Operation {
  sdk: 'metaapi.cloud-sdk' | 'metaapi.cloud-copyfactory-sdk';
  client: string;
  method: string;
  routes: string[];
  means: string;
  run: (w: SdkWorld, c: SdkClients) => Promise<void>;
}

export function operation<T>(
  o: Omit<Operation, 'run'> & {
    call: (w: SdkWorld, c: SdkClients) => Promise<T>;
    check: (answer: T, w: SdkWorld, c: SdkClients) => void | Promise<void>;
  },
): Operation {
  const { call, check, ...row } = o;
  return { ...row, run: async (w, c) => check(await call(w, c), w, c) };
}

/** "METHOD /path/:param" of the simulator route a request hits; the raw path when none does. */
export function routeOf(method: string, path: string): string {
  const hit = match(metaApiRoutes, method, path);
  return hit ? `${method} ${hit.route.path}` : `${method} ${path} (no route)`;
}

export function registeredRoutes(): string[] {
  return metaApiRoutes.map((r) => `${r.method} ${r.path}`);
}

function toSimulator(http: SdkHttpClient, simulatorUrl: string, c: SdkClients): void {
  const original = http._makeRequest.bind(http);
  http._makeRequest = (options, ...rest) => {
    const url = new URL(options.url);
    c.hosts.add(url.host);
    c.routes.push(routeOf((options.method ?? 'GET').toUpperCase(), url.pathname));
    return original({ ...options, url: `${simulatorUrl}${url.pathname}${url.search}` }, ...rest);
  };
}

export function sdkClients(sim: BridgeSimulator): SdkClients {
  const cf = new CopyFactory(JWT);
  const metaApi = new MetaApi(JWT);
  const c: SdkClients = { cf, metaApi, routes: [], hosts: new Set() };
  toSimulator((cf as unknown as { _httpClient: SdkHttpClient })._httpClient, sim.url, c);
  // One HTTP client serves the core SDK's provisioning client and its domain lookup.
  const accounts = metaApi.metatraderAccountApi as unknown as {
    _metatraderAccountClient: { _httpClient: SdkHttpClient };
  };
  toSimulator(accounts._metatraderAccountClient._httpClient, sim.url, c);
  return c;
}

export async function startSdkWorld(): Promise<SdkWorld> {
  const sim = await startSim({
    clock: 'manual',
    seed: 7,
    startsAgoMs: 12 * HOUR,
    token: JWT,
    historyDays: 10,
  });
  const bridge = bridgeFor(sim, { token: JWT });
  let accounts = 0;
  // Logins ending in 0: never the low-balance profile (brokers.ts, logins ending in 13).
  const newAccount = () => connectedAccount(sim, bridge, { login: String(51_234_000 + ++accounts * 10) }, 50);
  const subscriberId = await newAccount();
  await bridge.subscribe(subscriberId, { subscriberName: 'SDK', strategyId: 'XmTr', tradeVolume: 0.07 });
  const armed = await fetch(`${sim.url}/__control/subscribers/${subscriberId}/copy-failure`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'not-enough-money' }),
  });
  expect(armed.status).toBe(200);
  await advance(sim, 6 * HOUR);
  const window = { from: new Date(sim.world().now() - 30 * 24 * HOUR), till: new Date(sim.world().now()) };
  return { sim, bridge, subscriberId, window, newAccount };
}

/** The simulator's strategies the tables use (market.ts). */
export const XM = { id: 'XmTr', name: 'XM Trend Rider' };
export const STEADY = { id: 'AbCd', name: 'Steady Majors' };

/** A CopyFactory operation's routes: the fresh SDK's domain lookups, then its own route. */
export const via = (route: string): string[] => [...DOMAIN_LOOKUPS, route];

/** A new account subscribed to these strategies through our adapter. */
export async function subscribed(w: SdkWorld, strategyIds: string[]): Promise<string> {
  const id = await w.newAccount();
  for (const strategyId of strategyIds)
    await w.bridge.subscribe(id, { subscriberName: 'Fixture', strategyId, tradeVolume: 0.05 });
  return id;
}

/** The error a call rejects with (undefined when it resolves). */
export function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  );
}
