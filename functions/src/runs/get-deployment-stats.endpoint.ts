// GET getDeploymentStats (technical admins): account counts per environment and in total.
import { endpoint } from '../platform/http/endpoint.js';
import { classifiedAccounts, countByEnvironment } from '../accounts/classified-accounts.service.js';

export const getDeploymentStats = endpoint({
  name: 'getDeploymentStats',
  async handle() {
    const stats = countByEnvironment(await classifiedAccounts());
    return {
      success: true,
      stats,
      timestamp: new Date().toISOString(),
      currentEnvironment: 'production' as const,
    };
  },
});
