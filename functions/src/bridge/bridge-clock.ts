// The bridge's clock, as its last answer's HTTP Date header gave it (RFC 9110 §6.6.1: every origin
// server with a clock sends one). Our subscription history is compared with the bridge's deal and
// transaction times (docs/product.md §10), so a change is stamped on the bridge's clock: MetaApi's
// servers keep UTC as ours do (the offset stays within the header's one-second resolution), and the
// bridge simulator, whose time is its own, says so the same way.
let offsetMs = 0;

/** Called with every answer's Date header (http-client.ts). */
export function noteBridgeDate(header: string | null, receivedAt: number = Date.now()): void {
  if (header === null) return;
  const at = Date.parse(header);
  if (!Number.isNaN(at)) offsetMs = at - receivedAt;
}

/** Now, on the bridge's clock (our own clock until the bridge has answered once). */
export function bridgeNow(): number {
  return Date.now() + offsetMs;
}
