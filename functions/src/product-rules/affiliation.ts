// The affiliation check's wording, the same in the client's and the admin's connect flows
// (docs/product.md §8). The product names its brand where the spec says "the product's team".
export const AFFILIATION_MESSAGES = {
  checking: 'Checking affiliation...',
  serverError: 'Server error. Please try again later.',
  notAffiliatedPrefix: 'Account is not affiliated. ',
  notAffiliatedFallback: 'Please check the account number or contact support.',
} as const;

export function affiliatedMessage(brandName: string): string {
  return `Account is affiliated! You can now connect it to the ${brandName} team.`;
}

/**
 * What checkAffiliation answers in `message`: our own words, never the affiliate service's reason,
 * which may quote the account number (the server logs it; error answers never repeat input).
 */
export function affiliationAnswer(isAffiliated: boolean): string {
  return isAffiliated ? 'Account is affiliated.' : AFFILIATION_MESSAGES.notAffiliatedFallback;
}

/** "Account is not affiliated. " and the server's message (affiliationAnswer), else the fallback. */
export function notAffiliatedMessage(reason: string): string {
  return `${AFFILIATION_MESSAGES.notAffiliatedPrefix}${reason.trim() || AFFILIATION_MESSAGES.notAffiliatedFallback}`;
}
