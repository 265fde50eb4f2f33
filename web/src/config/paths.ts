// Every route of the app, and builders for the parameterised ones. Nothing else spells a path.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  terms: '/terms',
  dashboard: '/dashboard',
  addTradingAccount: '/add-trading-account',
  /** Route pattern; build links with accountDetails(). */
  accountDetailsPattern: '/account-details/:accountId',
  admin: '/admin',
  adminTechnical: '/admin/technical',
  security: '/security',
} as const;

/** Hash on the account-details page that opens the strategies tab. */
export const STRATEGIES_HASH = 'strategies';

export function accountDetails(accountId: string, options: { strategies?: boolean } = {}): string {
  const base = `/account-details/${encodeURIComponent(accountId)}`;
  return options.strategies ? `${base}#${STRATEGIES_HASH}` : base;
}

/** mailto: link for the configured support address. */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
