// The risk preview's words in the voice of the person who acknowledges (docs/product.md §5 "Risk
// acknowledgement"): the client for their own account, or an admin on the client's behalf, which the
// server records in the audit log.
import type { RiskAcknowledgement, RiskPreview } from '@copydesk/functions/product-rules';
import { formatCurrency } from '@/lib/format';

export type RiskPreviewVoice = 'client' | 'admin';

const VOICES = {
  client: { equity: 'your equity', ownEquity: 'my equity', others: 'your', ackPrefix: 'I understand that' },
  admin: {
    equity: "the client's equity",
    ownEquity: "the client's equity",
    others: "the client's",
    ackPrefix: "On the client's behalf (recorded in the audit log), I acknowledge that",
  },
} as const satisfies Record<RiskPreviewVoice, Record<string, string>>;

/** A figure's share of the equity, when the equity is known. */
export function shareText(percent: number | null, voice: RiskPreviewVoice): string {
  return percent === null ? '' : ` (${Math.round(percent)}% of ${VOICES[voice].equity})`;
}

export function othersText(others: number, voice: RiskPreviewVoice): string {
  return `With ${VOICES[voice].others} ${others} other subscriptions`;
}

/** What the checkbox says: the figure over the threshold, or why the risk is unknown. */
export function acknowledgementText(
  needed: RiskAcknowledgement,
  preview: RiskPreview | null,
  threshold: number,
  voice: RiskPreviewVoice,
): string {
  const { ackPrefix, ownEquity } = VOICES[voice];
  if (needed.kind === 'loss')
    return `${ackPrefix} at this lot size a loss like the worst one on closed trades so far would cost more than ${threshold}% of ${ownEquity}.`;
  if (needed.kind === 'exposure')
    return `${ackPrefix} at this lot size the open positions would need ${formatCurrency(needed.margin, needed.currency)} of margin, more than ${threshold}% of ${ownEquity}.`;
  const why =
    preview?.acknowledgement.kind === 'unknown'
      ? preview.acknowledgement.reason
      : 'The risk preview could not be loaded.';
  const goAhead = voice === 'client' ? ' and want to go ahead anyway' : '';
  return `${ackPrefix} the risk of this lot size is unknown${goAhead}. ${why}`;
}
