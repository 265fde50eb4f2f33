export { copySubscriptionMachine } from './copy-subscription.machine';
export type * from './copy-subscription-types';
export {
  acknowledgementNeeded,
  confirmWaits,
  parseVolume,
  previewOfForm,
  type SubscriptionForm,
  type SubscriptionRequest,
} from './copy-subscription-rules';
