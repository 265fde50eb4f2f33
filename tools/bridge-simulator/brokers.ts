// The simulated broker's fixed rules. They are documented in README.md so demos can show both paths.

export const KNOWN_SERVERS: Record<string, string[]> = {
  'XM Global Limited': ['XMGlobal-MT5', 'XMGlobal-MT5 2', 'XMGlobal-MT5 3', 'XMGlobal-MT5 6'],
  'Trading Point Of Financial Instruments Ltd': ['XM.COM-MT5'],
  'Raw Trading Ltd': ['ICMarketsSC-Demo', 'ICMarketsSC-MT5', 'ICMarketsSC-MT5-2'],
  'Exness Technologies Ltd': ['Exness-MT5Real', 'Exness-MT5Trial'],
};

export function isKnownServer(server: string): boolean {
  return Object.values(KNOWN_SERVERS).some((names) => names.includes(server));
}

/** Case-insensitive match on broker or server name; a broker-name match returns all its servers. */
export function searchServers(query: string): Record<string, string[]> {
  const q = query.trim().toLowerCase();
  const out: Record<string, string[]> = {};
  for (const [broker, names] of Object.entries(KNOWN_SERVERS)) {
    const hits = broker.toLowerCase().includes(q) ? names : names.filter((n) => n.toLowerCase().includes(q));
    if (hits.length > 0) out[broker] = [...hits];
  }
  return out;
}

/** Suggestions for an unknown server: same first two letters, else every XM server. */
export function suggestServers(server: string): Record<string, string[]> {
  const prefix = server.trim().slice(0, 2).toLowerCase();
  const out: Record<string, string[]> = {};
  for (const [broker, names] of Object.entries(KNOWN_SERVERS)) {
    const hits = names.filter((n) => prefix.length === 2 && n.toLowerCase().startsWith(prefix));
    if (hits.length > 0) out[broker] = hits;
  }
  if (Object.keys(out).length > 0) return out;
  return { 'XM Global Limited': [...(KNOWN_SERVERS['XM Global Limited'] ?? [])] };
}

/**
 * RULE: every simulated broker server keeps GMT+2 (as most MT5 servers do outside summer time). Only
 * broker-time risk periods use it (risk-limits.ts: equity-difference).
 */
export const BROKER_UTC_OFFSET_HOURS = 2;

/** RULE: the broker accepts a password of at least 8 characters that does not contain "wrong". */
export function isPasswordAccepted(password: string): boolean {
  return password.length >= 8 && !/wrong/i.test(password);
}

/** RULE: an account number (digits only) is affiliated when its last digit is even. */
export function isAffiliated(accountNumber: string): boolean {
  return /^\d+$/.test(accountNumber) && Number(accountNumber.at(-1)) % 2 === 0;
}

export interface AccountProfile {
  currency: string;
  balance: number;
  leverage: number;
}

/**
 * RULE: starting balance by login. Prefix "27" (South Africa) -> ZAR 20,000; suffix "13" -> low
 * equity (USD 30, or ZAR 1,000 with the 27 prefix); otherwise USD 1,000. Leverage 1:500.
 * POST /__control/profiles overrides this per login before the account is provisioned.
 */
export function profileForLogin(
  login: string,
  overrides: ReadonlyMap<string, Partial<AccountProfile>>,
): AccountProfile {
  const zar = login.startsWith('27');
  const low = login.endsWith('13');
  const base: AccountProfile = zar
    ? { currency: 'ZAR', balance: low ? 1_000 : 20_000, leverage: 500 }
    : { currency: 'USD', balance: low ? 30 : 1_000, leverage: 500 };
  return { ...base, ...overrides.get(login) };
}
