// GET listAccountHealth?problems=true&pageSize=&cursor= (admins; `copydesk health`): accounts with their
// health, a page at a time, and the counts per state and open incidents over all accounts.
import { accountHealthPage } from './account-health-reads.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const listAccountHealth = endpoint({
  name: 'listAccountHealth',
  async handle(_context, input) {
    // input.cursor has the shape of an account path (contract/health.ts isHealthCursor).
    const page = await accountHealthPage({
      problems: input.problems === 'true',
      pageSize: input.pageSize,
      cursor: input.cursor,
    });
    return { success: true, ...page };
  },
});
