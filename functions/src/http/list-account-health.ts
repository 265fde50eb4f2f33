// GET listAccountHealth?problems=true&pageSize=&cursor= (admins; `copydesk health`): accounts with their
// health, a page at a time, and the counts per state and open incidents over all accounts.
import { healthSummary, listAccountHealthPage } from '../repos/health-read-repo.js';
import { endpoint } from './pipeline/endpoint.js';
import { HttpError } from './pipeline/http-error.js';

export const listAccountHealth = endpoint({
  name: 'listAccountHealth',
  async handle(_context, input) {
    if (input.cursor && !/^users\/[^/]+\/tradingAccounts\/[^/]+$/.test(input.cursor))
      throw new HttpError(400, 'cursor is not one this endpoint gave');
    const [page, summary] = await Promise.all([
      listAccountHealthPage({
        problems: input.problems === 'true',
        pageSize: input.pageSize,
        cursor: input.cursor,
      }),
      healthSummary(),
    ]);
    return { success: true, ...page, summary };
  },
});
