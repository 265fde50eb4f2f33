export {
  type AffiliationResult,
  type BrokerAccountContext,
  type BrokerAccountEvent,
  type BrokerAccountFields,
  type BrokerAccountInput,
  type ProvisionRequest,
} from './broker-account-context';
export { brokerAccountFlowWith, type BrokerAccountEffects } from './broker-account-effects';
export {
  BROKER_ACCOUNT_MESSAGES,
  BROKER_ACCOUNT_POLICIES,
  type BrokerAccountPolicy,
  type Verification,
} from './broker-account-rules';
export { brokerAccountFlow } from './broker-account.machine';
export { AddManualServerButton } from './add-manual-server-button';
export { ServerOptions } from './server-options';
