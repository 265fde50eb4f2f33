// The adapters handlers use, built once per instance from the functions' params (bridge-params.ts).
// The same MetaApi adapter talks to MetaApi in production and to the simulator locally.
import type { AffiliateVerifier } from '../affiliation/index.js';
import type { TradingBridge } from '../bridge/index.js';
import { createAffiliateVerifier, createBridge } from '../config/bridge-params.js';

let bridgeInstance: TradingBridge | undefined;
let verifierInstance: AffiliateVerifier | undefined;

export function bridge(): TradingBridge {
  bridgeInstance ??= createBridge();
  return bridgeInstance;
}

export function affiliateVerifier(): AffiliateVerifier {
  verifierInstance ??= createAffiliateVerifier();
  return verifierInstance;
}
