// CLI: `tsx tools/bridge-simulator/main.ts`. Env: COPYDESK_SIMULATOR_PORT (default 4010),
// COPYDESK_SIMULATOR_TOKEN (required), COPYDESK_AFFILIATE_KEY (required), COPYDESK_SIMULATOR_SEED,
// COPYDESK_SIMULATOR_STARTS_DAYS_AGO (simulated time starts that many days back; default 0),
// COPYDESK_SIMULATOR_HISTORY_DAYS (days of strategy history before that start; default 0).
import { startBridgeSimulator } from './server.js';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is required (see tools/bridge-simulator/README.md)`);
    process.exit(2);
  }
  return value;
}

const port = Number(process.env.COPYDESK_SIMULATOR_PORT ?? 4010);
const seed = Number(process.env.COPYDESK_SIMULATOR_SEED ?? 42);
const startsDaysAgo = Number(process.env.COPYDESK_SIMULATOR_STARTS_DAYS_AGO ?? 0);
const historyDays = Number(process.env.COPYDESK_SIMULATOR_HISTORY_DAYS ?? 0);
if (
  !Number.isInteger(port) ||
  port < 0 ||
  !Number.isInteger(seed) ||
  !Number.isInteger(startsDaysAgo) ||
  startsDaysAgo < 0 ||
  !Number.isInteger(historyDays) ||
  historyDays < 0
) {
  console.error(
    'COPYDESK_SIMULATOR_PORT, COPYDESK_SIMULATOR_SEED, COPYDESK_SIMULATOR_STARTS_DAYS_AGO and COPYDESK_SIMULATOR_HISTORY_DAYS must be whole numbers',
  );
  process.exit(2);
}
const simulator = await startBridgeSimulator({
  port,
  seed,
  startsAgoMs: startsDaysAgo * 86_400_000,
  historyDays,
  token: required('COPYDESK_SIMULATOR_TOKEN'),
  affiliateKey: required('COPYDESK_AFFILIATE_KEY'),
  log: (line) => console.log(line),
});
console.log(`bridge simulator ready on ${simulator.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void simulator.close().then(() => process.exit(0));
  });
}
