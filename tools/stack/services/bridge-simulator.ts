// The bridge simulator (tools/bridge-simulator): MetaApi's provisioning, client and CopyFactory APIs
// plus the affiliate check, on one local port. See docs/architecture.md "The bridge".
import path from 'node:path';
import { BIN, ROOT, spawnChild } from '../processes.ts';
import { httpAnswers, waitFor } from '../readiness.ts';
import { portOf, type LocalService, type Ports } from '../types.ts';

const url = (ports: Ports) => `http://127.0.0.1:${portOf(ports, 'simulator')}`;

export const bridgeSimulator: LocalService = {
  name: 'simulator',
  ports: { simulator: 4010 },
  env: (ports, secrets) => ({
    COPYDESK_SIMULATOR_URL: url(ports),
    COPYDESK_SIMULATOR_PORT: String(portOf(ports, 'simulator')),
    // Simulated time starts a week back: advancing it gives accounts a real recent trading history.
    COPYDESK_SIMULATOR_STARTS_DAYS_AGO: '7',
    // ...and the strategies have 90 days of closed trades before that, for their statistics.
    COPYDESK_SIMULATOR_HISTORY_DAYS: '90',
    COPYDESK_SIMULATOR_TOKEN: secrets.bridgeToken,
    COPYDESK_AFFILIATE_KEY: secrets.affiliateKey,
  }),
  functionsParams: (ports) => ({
    METAAPI_PROVISIONING_URL: url(ports),
    METAAPI_CLIENT_URL: url(ports),
    METAAPI_COPYFACTORY_URL: url(ports),
    AFFILIATE_CHECK_URL: `${url(ports)}/affiliate/check`,
  }),
  async start({ ports, env }) {
    const entry = path.join(ROOT, 'tools', 'bridge-simulator', 'main.ts');
    const child = spawnChild('simulator', path.join(BIN, 'tsx'), [entry], { env });
    await waitFor(
      'the bridge simulator',
      httpAnswers(`${url(ports)}/__health`, (s) => s === 200),
      {
        timeoutMs: 30_000,
      },
    );
    return child;
  },
};
