export { copySubscriptionMachine } from './copy-subscription.machine';
export { copySubscriptionFlowWith, type CopySubscriptionEffects } from './copy-subscription-effects';
export type * from './copy-subscription-types';
export {
  acknowledgementNeeded,
  confirmWaits,
  parseVolume,
  previewOfForm,
  type SubscriptionForm,
  type SubscriptionRequest,
} from './copy-subscription-rules';
export { RiskPreviewPanel, type RiskPreviewVoice } from './risk-preview-panel';
