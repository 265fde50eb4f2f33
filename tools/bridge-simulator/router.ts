// A tiny route table: "/users/current/accounts/:id/deploy" patterns, synchronous handlers.
import type { IncomingHttpHeaders } from 'node:http';
import type { World } from './world.js';

export interface Ctx {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  world: World;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: Ctx) => Reply;

export interface Route {
  method: string;
  /** The path as registered, e.g. "/users/current/accounts/:id" (route coverage tests list these). */
  path: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export function route(method: string, path: string, handler: Handler): Route {
  const names: string[] = [];
  const source = path.replace(/:(\w+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, path, pattern: new RegExp(`^${source}$`), names, handler };
}

export function match(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  for (const r of routes) {
    if (r.method !== method) continue;
    const m = r.pattern.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    r.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1] ?? '')));
    return { route: r, params };
  }
  return undefined;
}

/** MetaApi's error body: {id, error, message, details?, metadata?}. */
export function metaError(
  status: number,
  error: string,
  message: string,
  extra: { details?: unknown; metadata?: unknown } = {},
): Reply {
  return { status, body: { id: 1, error, message, ...extra } };
}

export function notFound(message: string): Reply {
  return metaError(404, 'NotFoundError', message);
}

export function json(body: unknown, status = 200): Reply {
  return { status, body };
}

/** A filter given once or many times: axios sends arrays as `key[]=v`; a plain `key=v` counts too. */
export function listParam(query: URLSearchParams, name: string): Set<string> | undefined {
  const values = [...query.getAll(`${name}[]`), ...query.getAll(name)];
  return values.length > 0 ? new Set(values) : undefined;
}

export function pageOf<T>(items: T[], query: URLSearchParams): T[] {
  const offset = Math.max(0, Number(query.get('offset') ?? 0) || 0);
  const limit = Math.min(1000, Math.max(1, Number(query.get('limit') ?? 1000) || 1000));
  return items.slice(offset, offset + limit);
}
