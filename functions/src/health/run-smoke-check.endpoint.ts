// POST runSmokeCheck (technical admins; `copydesk smoke-check`): the server's checks after a deploy or a
// rollback (health/smoke-check.service.ts, docs/operations.md "After every deploy: the smoke check").
import { runSmokeCheck as runChecks } from './smoke-check.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const runSmokeCheck = endpoint({
  name: 'runSmokeCheck',
  async handle({ caller }) {
    return { success: true as const, ...(await runChecks(caller)) };
  },
});
