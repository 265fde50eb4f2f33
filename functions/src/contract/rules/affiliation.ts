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

/** The affiliate service's own reason when it gives one, else the product's fallback. */
export function notAffiliatedMessage(reason: string): string {
  return `${AFFILIATION_MESSAGES.notAffiliatedPrefix}${reason.trim() || AFFILIATION_MESSAGES.notAffiliatedFallback}`;
}
