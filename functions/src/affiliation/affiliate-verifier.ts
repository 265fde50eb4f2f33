// The port for "is this broker account opened under our partner code?". XM publishes no partner API,
// so the contract is ours (tools/bridge-simulator/README.md); any partner-side service can implement it.

export interface AffiliationResult {
  isAffiliated: boolean;
  /** Text from the partner service, shown to the user (docs/product.md §8 "Affiliation"). */
  message: string;
}

export interface AffiliateVerifier {
  check(accountNumber: string): Promise<AffiliationResult>;
}

export type AffiliateErrorCode =
  'invalid-account-number' | 'unauthorized' | 'unavailable' | 'timeout' | 'bad-response';

export class AffiliateError extends Error {
  override readonly name = 'AffiliateError';
  constructor(
    readonly code: AffiliateErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
