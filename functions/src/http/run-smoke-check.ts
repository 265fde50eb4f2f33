// POST runSmokeCheck (technical admins; `copydesk smoke-check`): the server's checks after a deploy or a
// rollback (services/smoke-check.ts, docs/operations.md "After every deploy: the smoke check").
import { runSmokeCheck as runChecks } from '../services/smoke-check.js';
import { endpoint } from '../platform/http/endpoint.js';

export const runSmokeCheck = endpoint({
  name: 'runSmokeCheck',
  async handle({ caller }) {
    return { success: true as const, ...(await runChecks(caller)) };
  },
});
