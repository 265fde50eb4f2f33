// Server list rules of the add-account dialog (SPEC §4 server list, §5 server search, §8 server search):
// keep only results mentioning the broker marker 'xm'; on failure fall back to three default servers
// (no term) or to the typed term as a custom entry, selected.
import type { ServerOption } from '@copydesk/functions/contract';

export const BROKER_MARKER = 'xm';
export const DEFAULT_SERVERS: readonly ServerOption[] = [
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
  /** The server to select, if the outcome picks one. */
  selected: string | null;
  message: string | null;
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

export function searchFailed(term: string): ServerListOutcome {
  const typed = term.trim();
  if (typed === '')
    return { servers: [...DEFAULT_SERVERS], selected: null, message: SERVER_MESSAGES.loadFailed };
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
