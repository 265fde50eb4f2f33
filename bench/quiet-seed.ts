// Seeding thousands of documents without a trigger run for each: the Emulator Suite's hub can pause the
// functions emulator's background triggers (the same switch as @firebase/rules-unit-testing's
// withFunctionTriggersDisabled). Seeded documents are written complete (search keys included), as the
// triggers would leave them.
async function setTriggers(hubPort: number, enabled: boolean): Promise<void> {
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://127.0.0.1:${hubPort}/functions/${action}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused ${action}: ${response.status}`);
}

export async function withoutTriggers<T>(hubPort: number, run: () => Promise<T>): Promise<T> {
  await setTriggers(hubPort, false);
  try {
    return await run();
  } finally {
    await setTriggers(hubPort, true);
  }
}
