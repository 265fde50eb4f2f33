// Waiting for an asynchronous effect (a trigger, the simulator): a bounded polling loop on the effect
// itself, never a fixed sleep standing in for it.
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  { timeoutMs = 45_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
