// Every MetaApi route the simulator serves (control and affiliate routes aside), in match order. The
// server answers from this list; tests/bridge's SDK contract test checks each has an SDK operation.
import { clientRoutes } from './routes-client.js';
import { copyHealthRoutes } from './routes-copy-health.js';
import { copyFactoryRoutes } from './routes-copyfactory.js';
import { domainRoutes } from './routes-domains.js';
import { provisioningRoutes } from './routes-provisioning.js';
import { transactionRoutes } from './routes-transactions.js';
import type { Route } from './router.js';

export const metaApiRoutes: readonly Route[] = [
  ...provisioningRoutes,
  ...clientRoutes,
  ...copyFactoryRoutes,
  ...copyHealthRoutes,
  ...transactionRoutes,
  ...domainRoutes,
];
