// The bridge simulator's HTTP server: MetaApi provisioning, client and CopyFactory paths, the
// affiliate check and the control API, all on ONE port. Logs method, path, status and time only:
// never a body, a header value or a query string (a password must never reach a log line).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Faults, tokenRefused } from './faults.js';
import { affiliateRoute } from './routes-affiliate.js';
import { controlRoutes, type ControlHooks } from './routes-control.js';
import { copyHealthControlRoutes } from './routes-control-health.js';
import { match, metaError, type Reply, type Route } from './router.js';
import { metaApiRoutes } from './routes-metaapi.js';
import { copyOutcomeControlRoutes } from './routes-control-copy.js';
import { strategyControlRoutes } from './routes-control-strategies.js';
import { riskControlRoutes } from './routes-control-risk.js';
import { DEFAULT_CONFIG, World, type WorldConfig } from './world.js';

export interface SimulatorOptions extends Partial<WorldConfig> {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The auth-token clients must send. */
  token: string;
  /** The x-api-key of the affiliate check. */
  affiliateKey: string;
  /** One line per request; defaults to silence (the CLI passes console.log). */
  log?: (line: string) => void;
}

export interface BridgeSimulator {
  url: string;
  port: number;
  /** The live state, for in-process assertions (other processes use GET /__control/state). */
  world(): World;
  close(): Promise<void>;
}

const MAX_BODY = 1_000_000;
/** A control request may install a strategy's whole history: 10,000 trades in the statistics bench. */
const MAX_CONTROL_BODY = 8_000_000;

/** Every control route the server answers (the charter in README.md lists each). */
export function allControlRoutes(hooks: ControlHooks): Route[] {
  return [
    ...controlRoutes(hooks),
    ...copyHealthControlRoutes,
    ...copyOutcomeControlRoutes,
    ...strategyControlRoutes,
    ...riskControlRoutes,
  ];
}

export async function startBridgeSimulator(options: SimulatorOptions): Promise<BridgeSimulator> {
  const { port = 0, host = '127.0.0.1', token, affiliateKey, log, ...configOverrides } = options;
  if (!token || !affiliateKey) throw new Error('startBridgeSimulator needs a token and an affiliateKey');
  const config = (): WorldConfig => ({ ...DEFAULT_CONFIG, ...configOverrides });
  let world = new World(config());
  const faults = new Faults();
  const control = allControlRoutes({
    faults,
    reset: () => {
      world = new World(config());
      faults.list = [];
    },
  });
  const api = metaApiRoutes;
  const affiliate = [affiliateRoute(affiliateKey)];
  const sockets = new Set<Socket>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://simulator');
    const path = url.pathname;
    const isControl = path.startsWith('/__');
    const send = (reply: Reply): void => {
      const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        // The simulated time, as a real server sends its clock (functions/src/bridge/bridge-clock.ts).
        ...(isControl ? {} : { date: new Date(world.now()).toUTCString() }),
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...reply.headers,
      });
      res.end(payload);
      if (!isControl) {
        world.record({ method, path, status: reply.status, ...txnOf(req) });
        log?.(`${method} ${path} -> ${reply.status} ${Date.now() - started}ms`);
      }
    };
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      return send(metaError(400, 'ValidationError', 'The request body is not valid JSON'));
    }
    const hit = match(control, method, path);
    if (!hit) {
      const fault = faults.take(method, path);
      if (fault?.kind === 'hang') {
        world.record({ method, path, status: 'hang', ...txnOf(req) });
        log?.(`${method} ${path} -> (hanging: injected fault)`);
        return; // never answered; the client's timeout must fire
      }
      if (fault?.kind === 'reply') return send(fault.reply);
      if (fault?.kind === 'latency') await new Promise((resolve) => setTimeout(resolve, fault.ms));
      if (!match(affiliate, method, path) && req.headers['auth-token'] !== token) {
        return send(tokenRefused());
      }
    }
    const found = hit ?? match(affiliate, method, path) ?? match(api, method, path);
    if (!found)
      return send(metaError(404, 'NotFoundError', `No route ${method} ${path} on the bridge simulator`));
    world.sync();
    try {
      send(
        found.route.handler({
          method,
          path,
          params: found.params,
          query: url.searchParams,
          headers: req.headers,
          body,
          world,
        }),
      );
    } catch (error) {
      log?.(`${method} ${path} -> 500 (${error instanceof Error ? error.name : 'error'})`);
      send(metaError(500, 'InternalError', 'Simulator internal error'));
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    world: () => world,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy(); // includes requests left hanging by faults
        server.close(() => resolve());
      }),
  };
}

function txnOf(req: IncomingMessage): { transactionId?: string } {
  const t = req.headers['transaction-id'];
  return typeof t === 'string' ? { transactionId: t } : {};
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  const limit = req.url?.startsWith('/__control/') ? MAX_CONTROL_BODY : MAX_BODY;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}
