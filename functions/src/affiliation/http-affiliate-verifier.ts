// HTTP adapter for the affiliate check: GET {url}?accountNumber=N with header x-api-key.
// One attempt per call (the user clicks "Check" again); a timeout bounds every request.
import { z } from 'zod';
import { AffiliateError, type AffiliateVerifier, type AffiliationResult } from './affiliate-verifier.js';

export interface HttpAffiliateVerifierOptions {
  /** Full endpoint URL, e.g. https://partners.example.com/affiliate/check */
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

const answerSchema = z.looseObject({ isAffiliated: z.boolean(), message: z.string().default('') });
const errorSchema = z.looseObject({ message: z.string() });

export class HttpAffiliateVerifier implements AffiliateVerifier {
  constructor(private readonly options: HttpAffiliateVerifierOptions) {}

  async check(accountNumber: string): Promise<AffiliationResult> {
    const number = accountNumber.trim();
    if (!/^\d{1,20}$/.test(number)) {
      throw new AffiliateError(
        'invalid-account-number',
        'Please enter the account number using digits only.',
      );
    }
    const url = new URL(this.options.url);
    url.searchParams.set('accountNumber', number);
    let res: Response;
    let body: unknown;
    try {
      res = await fetch(url, {
        headers: { 'x-api-key': this.options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      body = await res.json().catch(() => undefined);
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw timedOut
        ? new AffiliateError(
            'timeout',
            'The affiliation service did not answer in time. Please try again later.',
          )
        : new AffiliateError(
            'unavailable',
            'The affiliation service could not be reached. Please try again later.',
          );
    }
    if (res.ok) {
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success)
        throw new AffiliateError(
          'bad-response',
          'The affiliation service sent an unreadable answer.',
          res.status,
        );
      return { isAffiliated: parsed.data.isAffiliated, message: parsed.data.message };
    }
    const detail = errorSchema.safeParse(body);
    if (res.status === 400) {
      throw new AffiliateError(
        'invalid-account-number',
        detail.success ? detail.data.message : 'The account number was rejected.',
        400,
      );
    }
    if (res.status === 401 || res.status === 403) {
      throw new AffiliateError(
        'unauthorized',
        'The affiliation service rejected our API key. An administrator must check AFFILIATE_API_KEY.',
        res.status,
      );
    }
    throw new AffiliateError('unavailable', 'Server error. Please try again later.', res.status);
  }
}
