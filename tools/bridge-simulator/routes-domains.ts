// Where MetaApi's SDKs find their hosts (BRIDGE-API §1.7 in the guide): GET /users/current/regions (region
// ids) and GET /users/current/servers/mt-client-api ({hostname, domain}). The SDKs call both before their
// first CopyFactory or client request; with one port, every region is this server.
import { json, route, type Route } from './router.js';

export const REGIONS = ['vint-hill', 'new-york'];

export const domainRoutes: Route[] = [
  route('GET', '/users/current/regions', () => json(REGIONS)),
  route('GET', '/users/current/servers/mt-client-api', () =>
    json({ hostname: 'mt-client-api-v1', domain: 'agiliumtrade.ai' }),
  ),
];
