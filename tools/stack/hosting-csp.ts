// The Content-Security-Policy a local run's Hosting emulator sends: firebase.json's production policy
// word for word, plus this run's loopback emulator origins in connect-src, because the emulator build of
// the web app talks to them instead of Google's hosts. Nothing else is loosened, so the CSP e2e suite
// (tests/e2e/csp) exercises the production policy (docs/operations.md "Browser surface").
import type { Ports } from './types.ts';

const CSP_HEADER = 'Content-Security-Policy';

interface HostingHeader {
  key: string;
  value: string;
}

export interface HostingConfig {
  headers?: { source: string; headers: HostingHeader[] }[];
  [setting: string]: unknown;
}

/** The origins the emulator build calls from the browser: Auth, Firestore and the functions. */
export function emulatorOrigins(ports: Ports): string[] {
  return [ports.auth, ports.firestore, ports.functions].map((port) => `http://127.0.0.1:${port}`);
}

/** The policy with `origins` appended to its connect-src; throws if it has no connect-src to extend. */
export function withConnectOrigins(policy: string, origins: readonly string[]): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'connect-src');
  if (index < 0) throw new Error('The Content-Security-Policy in firebase.json has no connect-src');
  directives[index] = [directives[index], ...origins].join(' ');
  return directives.join('; ');
}

/** The hosting settings of firebase.json with every CSP header allowing this run's emulators too. */
export function localHostingConfig(hosting: HostingConfig, ports: Ports): HostingConfig {
  const origins = emulatorOrigins(ports);
  return {
    ...hosting,
    headers: hosting.headers?.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === CSP_HEADER ? { ...header, value: withConnectOrigins(header.value, origins) } : header,
      ),
    })),
  };
}
