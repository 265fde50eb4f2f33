// Drives the code paths that log failures and can run without the emulators, so the monitoring tests
// read the lines the code really writes (log-filters.test.ts runs this as a child process and parses
// its output): MetaApi answering 429 and 503 through the real HTTP client and its production log
// hook, an SMTP server that cannot be reached through the real mailer, and a task handler that throws.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient } from '../../functions/src/bridge/http-client.ts';
import { logBridgeExchange } from '../../functions/src/platform/params/bridge-params.ts';
import { createMailer } from '../../functions/src/platform/mailer/smtp-mailer.ts';
import { logTaskFailure } from '../../functions/src/platform/tasks/task-failure.ts';

/** A MetaApi stand-in answering each path with the status it names: /status/429, /status/503. */
async function statusServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const status = Number(/^\/status\/(\d{3})$/.exec(request.url ?? '')?.[1] ?? 404);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'SampleError', message: 'sample' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A loopback port nothing listens on: a server was bound to it and closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function ignoreFailure(run: () => Promise<unknown>): Promise<void> {
  await run().then(
    () => {
      throw new Error('the sample was expected to fail');
    },
    () => undefined,
  );
}

const server = await statusServer();
const { port } = server.address() as AddressInfo;
const client = new HttpClient({ token: 'sample-token', retries: 0, log: logBridgeExchange });
for (const status of [429, 503]) {
  await ignoreFailure(() =>
    client.request({ method: 'GET', url: `http://127.0.0.1:${port}/status/${status}` }),
  );
}
server.close();

const mailer = createMailer(
  {
    host: '127.0.0.1',
    port: await closedPort(),
    user: 'sample',
    password: 'sample-password',
    from: 'a@b.test',
  },
  [],
);
await ignoreFailure(() =>
  mailer.send('someone@copydesk.test', { subject: 'Sample', text: 'Sample', html: '<p>Sample</p>' }),
);

await ignoreFailure(() =>
  logTaskFailure('checkHealthShardTask', 2, () => Promise.reject(new Error('sample failure'))),
);
