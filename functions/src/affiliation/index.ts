export {
  AffiliateError,
  type AffiliateErrorCode,
  type AffiliateVerifier,
  type AffiliationResult,
} from './affiliate-verifier.js';
export { HttpAffiliateVerifier, type HttpAffiliateVerifierOptions } from './http-affiliate-verifier.js';
