// GET getTradingHistory?accountId=&startTime=&endTime=: closed trades (DEAL_ENTRY_OUT buys and sells)
// in the window; the window defaults to the last 30 days and is at most 31 days (contract).
import { HISTORY_DEFAULT_DAYS } from '../contract/index.js';
import { toHistoryItems } from './trading-history.rules.js';
import { endpoint } from '../platform/http/endpoint.js';
import { badRequest } from '../platform/http/http-error.js';
import { bridge } from '../platform/clients.js';

const DAY = 86_400_000;

export const getTradingHistory = endpoint({
  name: 'getTradingHistory',
  async handle(_context, input) {
    const end = input.endTime ? new Date(input.endTime) : new Date();
    const start = input.startTime
      ? new Date(input.startTime)
      : new Date(end.getTime() - HISTORY_DEFAULT_DAYS * DAY);
    if (start >= end) throw badRequest('startTime must be before endTime');
    if (end.getTime() - start.getTime() > 31 * DAY) throw badRequest('The history window is at most 31 days');
    const deals = await bridge().getHistoryDeals(input.accountId, start, end);
    return {
      success: true,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      historyItems: toHistoryItems(deals),
    };
  },
});
