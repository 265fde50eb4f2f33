// POST resumeCopying {subscriberId, strategyId?}: the account's "Resume copying" after a guardrail
// fired (docs/product.md §5, §11; subscriptions/resume-copying.service.ts).
import { RESUME_MESSAGES, resumeCopying as resume } from './resume-copying.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const resumeCopying = endpoint({
  name: 'resumeCopying',
  async handle(context, input) {
    const reset = await resume(context, context.account!, input.strategyId);
    return { success: true, message: RESUME_MESSAGES.resumed, reset };
  },
});
