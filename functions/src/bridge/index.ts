export type { TradingBridge } from './trading-bridge.js';
export type * from './types.js';
export type * from './copy-health-types.js';
export type * from './copy-history-types.js';
export { BridgeError, isBridgeError, isTransientBridgeError, type BridgeErrorCode } from './errors.js';
export { MetaApiBridge, newTransactionId, type MetaApiBridgeOptions } from './metaapi-bridge.js';
export type { HttpLogEntry } from './http-client.js';
export { bridgeNow } from './bridge-clock.js';
