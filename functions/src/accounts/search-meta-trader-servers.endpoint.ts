// GET searchMetaTraderServers?term=&platform=mt5: MT5 server names matching the term, each with its
// broker as description. An empty term searches the broker's default name.
import { endpoint } from '../platform/http/endpoint.js';
import { bridge } from '../platform/clients.js';
import { SERVER_MESSAGES, serverSearchTerm } from '../product-rules/index.js';

export const searchMetaTraderServers = endpoint({
  name: 'searchMetaTraderServers',
  async handle(_context, input) {
    const term = serverSearchTerm(input.term);
    const groups = await bridge().searchServers(term);
    const servers = groups.flatMap((group) =>
      group.servers.map((name) => ({ name, description: group.broker })),
    );
    return {
      success: true,
      message: servers.length === 0 ? SERVER_MESSAGES.none : `${servers.length} servers found`,
      servers,
    };
  },
});
