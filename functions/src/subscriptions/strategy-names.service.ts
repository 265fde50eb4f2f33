// Strategy names for subscription lists: one bridge call (list strategies) per request.
import { bridge } from '../platform/clients.js';

export async function strategyNames(): Promise<Map<string, string>> {
  const strategies = await bridge().listStrategies();
  return new Map(strategies.map((s) => [s.id, s.name]));
}
