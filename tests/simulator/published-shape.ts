// How a simulator answer is held against MetaApi's published shape: the adapter's reader must accept it
// (functions/src/bridge/metaapi-schemas.ts), and its keys must be the published example's keys
// (tests/bridge/published-examples.ts) with the same kinds of value, save those a row names as
// documented beyond the example. A field the simulator invents for realism alone fails here.
import { z } from 'zod';
import type { SdkWorld } from '../bridge/sdk-harness.js';

/** One request to the simulator; the auth-token is added unless `headers` replaces it. */
export interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface PublishedExample {
  /** MetaApi's example of one answered object. */
  of: Record<string, unknown>;
  /** Where that object is in the answer (the first item of a list, say). */
  at: (body: unknown) => unknown;
  /** Keys the simulator sends that this example lacks, each documented by MetaApi (cite where). */
  beyond: readonly string[];
}

/** One route of the simulator, called as the adapter calls it, and the shape its answer must have. */
export interface RouteRow {
  /** "METHOD /path/:param" exactly as registered (routes-metaapi.ts). */
  route: string;
  answers: string;
  call: (w: SdkWorld) => Call | Promise<Call>;
  status: number;
  /** The adapter's reader of the answer; absent for an empty answer (204). */
  schema?: z.ZodType;
  example?: PublishedExample;
  /** Value scales the published examples show (lots, prices, signs), checked on the compared object. */
  scales?: (item: Record<string, unknown>) => void;
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null' | 'undefined';
const kindOf = (value: unknown): Kind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Kind);

/** Where `answer` departs from `example`: another kind of value, or a key neither has nor `beyond` names. */
export function shapeDifferences(
  answer: Record<string, unknown>,
  example: Record<string, unknown>,
  beyond: readonly string[],
): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(answer)) {
    if (key in example) {
      if (kindOf(value) !== kindOf(example[key]))
        out.push(`${key} is ${kindOf(value)}, published ${kindOf(example[key])}`);
    } else if (!beyond.includes(key)) out.push(`${key} is not in the published example`);
  }
  for (const key of beyond) {
    if (key in example) out.push(`${key} is named beyond the example, which has it`);
    else if (!(key in answer)) out.push(`${key} is named beyond the example but not sent`);
  }
  return out;
}

/**
 * MetaApi's error body (BRIDGE-API.md "Error body shape"; the SDK spec integration-tests/syncStability.spec.es6
 * shows a 429 one): {id, error, message} with optional details (400) and metadata (429), nothing else.
 */
export const metaApiErrorSchema = z.strictObject({
  id: z.number(),
  error: z.string(),
  message: z.string().min(1),
  details: z.unknown().optional(),
  metadata: z.unknown().optional(),
});

/** The first item of a list answer. */
export const first = (body: unknown): unknown => (Array.isArray(body) ? body[0] : undefined);

/** Sends `call` to the simulator with the SDK world's token; answers the status and the parsed body. */
export async function send(
  w: SdkWorld,
  call: Call,
  token: string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${w.sim.url}${call.path}`, {
    method: call.method,
    headers: {
      'auth-token': token,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
