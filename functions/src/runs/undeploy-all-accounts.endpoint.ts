// POST undeployAllAccounts (technical admins): undeploys every deployed account of the scope as a
// deployment run (runs/bulk-endpoint.ts, the twin of deployAllAccounts).
import { bulkAccountsEndpoint } from './bulk-endpoint.js';

export const undeployAllAccounts = bulkAccountsEndpoint('undeployAllAccounts');
