// The local services every run starts before the emulators, in this order. To add one (an SMTP sink,
// another outside API's stand-in): write tools/stack/services/<name>.ts exporting a LocalService
// (types.ts says what it declares: name, base ports, env, functions params, start) and add it below.
// Ports, environment, `--no-<name>` and stopping then come from the stack; see docs/architecture.md
// "The local stack".
import type { LocalService } from '../types.ts';
import { bridgeSimulator } from './bridge-simulator.ts';
import { smtpSink } from './smtp-sink.ts';

export const LOCAL_SERVICES: readonly LocalService[] = [bridgeSimulator, smtpSink];
