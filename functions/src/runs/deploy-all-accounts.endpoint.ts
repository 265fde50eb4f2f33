// POST deployAllAccounts (technical admins): deploys every undeployed account of the scope as a
// deployment run (runs/bulk-endpoint.ts, the twin of undeployAllAccounts).
import { bulkAccountsEndpoint } from './bulk-endpoint.js';

export const deployAllAccounts = bulkAccountsEndpoint('deployAllAccounts');
