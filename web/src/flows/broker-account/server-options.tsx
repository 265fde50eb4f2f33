// The server list's options (docs/product.md §4 add-account flow), for the client's connect form and the
// admin's dialog. While the search runs, the placeholder says so inside the (disabled) select: a loading
// line above the form would move everything below it when the list arrives, under the user's pointer.
import type { ServerOption } from '@copydesk/functions/contract';

function serverLabel(server: ServerOption): string {
  return server.description && server.description !== server.name
    ? `${server.name} (${server.description})`
    : server.name;
}

export function ServerOptions({ servers, searching }: { servers: ServerOption[]; searching: boolean }) {
  return (
    <>
      <option value="">{searching ? 'Loading servers...' : 'Select a server...'}</option>
      {servers.map((server) => (
        <option key={server.name} value={server.name}>
          {serverLabel(server)}
        </option>
      ))}
    </>
  );
}
