// An account's copy health as a badge and its one-sentence reason (README "Copy health"). Every word
// comes from the contract's catalogue (HEALTH_CATALOGUE, describeHealth): nothing is re-typed here.
import {
  describeHealth,
  HEALTH_CATALOGUE,
  type HealthState,
  type HealthTone,
} from '@copydesk/functions/product-rules';

const TONE_CLASS: Record<HealthTone, string> = {
  ok: 'badge badge-success',
  info: 'badge badge-neutral',
  problem: 'badge badge-danger',
};

/** The short label ("Broker disconnected"), coloured by the state's tone. */
export function HealthBadge({ state }: { state: HealthState }) {
  const text = HEALTH_CATALOGUE[state];
  return (
    <span className={TONE_CLASS[text.tone]} data-health={state}>
      {text.label}
    </span>
  );
}

/** The explanation sentence for a state (the bridge's details refine copy failures and stop-outs). */
export function healthReason(state: HealthState, details?: string | null): string {
  return describeHealth(state, details).explanation;
}

/** The suggested action sentence for a state. */
export function healthAction(state: HealthState, details?: string | null): string {
  return describeHealth(state, details).action;
}
