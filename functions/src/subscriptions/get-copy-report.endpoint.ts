// GET getCopyReport?accountId=&days=7|30|90: the account's copy report (docs/product.md §10).
import { endpoint } from '../platform/http/endpoint.js';
import { copyReport } from './copy-report.service.js';

export const getCopyReport = endpoint({
  name: 'getCopyReport',
  timeoutSeconds: 120,
  handle: (context, input) => copyReport(context.account!, input.days),
});
