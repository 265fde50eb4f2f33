// GET searchMetaTraderServers?term=&platform=mt5: MT5 server names matching the term, each with its
// broker as description. An empty term searches the broker's default name.
import { DEFAULT_SERVER_SEARCH_TERM } from '../contract/index.js';
import { endpoint } from './pipeline/endpoint.js';
import { bridge } from '../services/clients.js';

export const searchMetaTraderServers = endpoint({
  name: 'searchMetaTraderServers',
  async handle(_context, input) {
    const term = input.term || DEFAULT_SERVER_SEARCH_TERM;
    const groups = await bridge().searchServers(term);
    const servers = groups.flatMap((group) =>
      group.servers.map((name) => ({ name, description: group.broker })),
    );
    return {
      success: true,
      message:
        servers.length === 0
          ? 'No servers found. Please enter your server name manually below.'
          : `${servers.length} servers found`,
      servers,
    };
  },
});
