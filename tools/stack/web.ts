// The web app on this run's ports: Vite's dev server (`npm start`) or the built app served by
// `vite preview` (tests and the bench, after `npm run build -w web -- --mode emulator`).
import path from 'node:path';
import { localUrls, type Ports } from './ports.ts';
import { BIN, ROOT, spawnChild, type Child } from './processes.ts';
import { httpAnswers, waitFor } from './readiness.ts';

export type WebServer = 'dev' | 'preview';

export async function startWeb(kind: WebServer, ports: Ports, env: NodeJS.ProcessEnv): Promise<Child> {
  const urls = localUrls(ports);
  const child =
    kind === 'dev'
      ? spawnChild('web', path.join(BIN, 'vite'), ['--clearScreen', 'false'], {
          env,
          cwd: path.join(ROOT, 'web'),
        })
      : spawnChild('preview', path.join(BIN, 'vite'), ['preview'], {
          env,
          cwd: path.join(ROOT, 'web'),
          output: 'quiet',
        });
  const url = kind === 'dev' ? urls.web : urls.preview;
  await waitFor(
    kind === 'dev' ? 'the web dev server' : 'the built web app',
    httpAnswers(`${url}/`, (s) => s === 200),
    { timeoutMs: 60_000 },
  );
  return child;
}
