// The JavaScript each public route loads from the built app (tools/stack-clients/route-scripts.ts).
import { PUBLIC_PAGES } from '../web/src/config/site-files.ts';
import { measureRouteScripts, type RouteScripts } from '../tools/stack-clients/route-scripts.ts';

export const PUBLIC_ROUTES: readonly string[] = PUBLIC_PAGES;

export async function measureRouteBundles(routes = PUBLIC_ROUTES): Promise<RouteScripts[]> {
  const results: RouteScripts[] = [];
  for (const route of routes) results.push(await measureRouteScripts(route));
  return results;
}
