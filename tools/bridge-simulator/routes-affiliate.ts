// The affiliate check the product's AffiliateVerifier calls. XM has no public partner API, so this
// contract is ours (README.md). RULE: an account number is affiliated when its last digit is even.
import { isAffiliated } from './brokers.js';
import { json, route, type Route } from './router.js';

/** The affiliate check contract (README.md): GET ?accountNumber=N with x-api-key. */
export function affiliateRoute(key: string): Route {
  return route('GET', '/affiliate/check', ({ headers, query }) => {
    if (headers['x-api-key'] !== key)
      return json({ error: 'Unauthorized', message: 'Invalid or missing x-api-key' }, 401);
    const accountNumber = (query.get('accountNumber') ?? '').trim();
    if (!/^\d{1,20}$/.test(accountNumber))
      return json({ error: 'ValidationError', message: 'accountNumber must be 1 to 20 digits' }, 400);
    const ok = isAffiliated(accountNumber);
    return json({
      accountNumber,
      isAffiliated: ok,
      message: ok
        ? `Account ${accountNumber} is registered under the CopyDesk partner code.`
        : `Account ${accountNumber} was not opened with the CopyDesk partner code.`,
    });
  });
}
