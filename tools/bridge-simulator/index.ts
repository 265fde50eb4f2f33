export { startBridgeSimulator, type BridgeSimulator, type SimulatorOptions } from './server.js';
export type { Fault, FaultKind } from './faults.js';
export { DEFAULT_CONFIG, type WorldConfig } from './world.js';
export { isAffiliated, isPasswordAccepted, profileForLogin, KNOWN_SERVERS } from './brokers.js';
