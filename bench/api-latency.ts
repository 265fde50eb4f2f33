// Round-trip times of authenticated calls through the functions emulator (token verification, a
// Firestore role read, and for getStrategies a real HTTP call to the bridge simulator).
import { functionsUrl } from '../tools/stack-clients/emulators.ts';
import { userWithRoles } from '../tools/stack-clients/users.ts';

export interface LatencyFigures {
  endpoint: string;
  calls: number;
  p50Ms: number;
  p95Ms: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export async function measureLatency(
  endpoints = ['whoami', 'getStrategies'],
  calls = 40,
): Promise<LatencyFigures[]> {
  const user = await userWithRoles('bench', { subscription: 'active' });
  const figures: LatencyFigures[] = [];
  for (const endpoint of endpoints) {
    const times: number[] = [];
    for (let index = 0; index < calls + 3; index += 1) {
      const started = performance.now();
      const response = await fetch(functionsUrl(endpoint), {
        headers: { authorization: `Bearer ${user.idToken}` },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
      if (index >= 3) times.push(performance.now() - started); // the first calls warm the function up
    }
    times.sort((a, b) => a - b);
    figures.push({ endpoint, calls, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) });
  }
  return figures;
}
