// Starts the bridge simulator as a child process on this run's port and waits for its health probe.
import path from 'node:path';
import { localUrls, type Ports } from './local-env.ts';
import { BIN, ROOT, spawnChild, type Child } from './processes.ts';
import { httpAnswers, waitFor } from './readiness.ts';

export async function startSimulator(ports: Ports, env: NodeJS.ProcessEnv): Promise<Child> {
  const entry = path.join(ROOT, 'tools', 'bridge-simulator', 'main.ts');
  const child = spawnChild('simulator', path.join(BIN, 'tsx'), [entry], { env });
  await waitFor(
    'the bridge simulator',
    httpAnswers(`${localUrls(ports).simulator}/__health`, (s) => s === 200),
    {
      timeoutMs: 30_000,
    },
  );
  return child;
}
