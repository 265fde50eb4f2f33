// The server list of both account-connecting flows, the client's and the admin's (docs/product.md
// §5.3): which search results are kept, what an empty search looks for, the fallbacks when the search
// fails, and manual entry. Messages are the product's wording.
import type { ServerOption } from '../contract/accounts.js';

/** A search with no term looks for the broker's servers. */
export const DEFAULT_SERVER_SEARCH_TERM = 'XMGlobal';

/** Every kept server carries this marker in its name or description (case-insensitive). */
export const BROKER_MARKER = 'xm';

/** Offered when the search fails with no term typed (as the bridge names and describes them). */
export const FALLBACK_SERVERS: readonly ServerOption[] = [
  { name: 'XMGlobal-MT5', description: 'XM Global Limited' },
  { name: 'XMGlobal-MT5 2', description: 'XM Global Limited' },
  { name: 'XMGlobal-MT5 3', description: 'XM Global Limited' },
];

export const CUSTOM_SERVER_DESCRIPTION = 'Custom server';

export const SERVER_MESSAGES = {
  loadFailed: 'Failed to load server list. Please try again.',
  noBrokerServers: 'No XM Global servers found. Try a different search term or add your server manually.',
  none: 'No servers found. Please enter your server name manually below.',
} as const;

export interface ServerListOutcome {
  servers: ServerOption[];
  /** The server the outcome selects, if it picks one. */
  selected: string | null;
  message: string | null;
}

/** The term actually searched: what was typed, or the default. */
export function serverSearchTerm(typed: string | undefined): string {
  return typed?.trim() || DEFAULT_SERVER_SEARCH_TERM;
}

export function isBrokerServer(server: ServerOption): boolean {
  return `${server.name}\n${server.description}`.toLowerCase().includes(BROKER_MARKER);
}

export function searchSucceeded(found: readonly ServerOption[]): ServerListOutcome {
  const servers = found.filter(isBrokerServer);
  if (found.length === 0) return { servers: [], selected: null, message: SERVER_MESSAGES.none };
  if (servers.length === 0) return { servers: [], selected: null, message: SERVER_MESSAGES.noBrokerServers };
  return { servers, selected: null, message: null };
}

/** No term: the three fallback servers. A typed term: that term as a custom server, selected. */
export function searchFailed(term: string): ServerListOutcome {
  const typed = term.trim();
  if (typed === '')
    return { servers: [...FALLBACK_SERVERS], selected: null, message: SERVER_MESSAGES.loadFailed };
  return {
    servers: [{ name: typed, description: CUSTOM_SERVER_DESCRIPTION }],
    selected: typed,
    message: SERVER_MESSAGES.loadFailed,
  };
}

/** Manual entry: non-blank text, kept exactly (server names are case-sensitive), added once and selected. */
export function addManualServer(
  servers: readonly ServerOption[],
  text: string,
): { servers: ServerOption[]; selected: string } | null {
  const name = text.trim();
  if (name === '') return null;
  const known = servers.some((server) => server.name === name);
  return {
    servers: known ? [...servers] : [...servers, { name, description: CUSTOM_SERVER_DESCRIPTION }],
    selected: name,
  };
}

/** After a new list: the outcome's pick, else the current choice while it is still listed, else the first. */
export function serverToSelect(outcome: ServerListOutcome, current: string): string {
  if (outcome.selected !== null) return outcome.selected;
  if (outcome.servers.some((server) => server.name === current)) return current;
  return outcome.servers[0]?.name ?? '';
}
