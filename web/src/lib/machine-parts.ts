// Small pieces the web's state machines share (XState v5 setup).

/**
 * The default of an actor a machine declares but its feature provides (each feature's api.ts, or a
 * test's double): it fails at once and names the actor, so a machine started without it is noticed.
 */
export function notProvided(machine: string) {
  return (actor: string) => () =>
    Promise.reject(new Error(`${machine}: the ${actor} actor was not provided`));
}

/** The params of a `logError` action after a failed invoke: the label and what the actor threw. */
export function loggedAs(label: string) {
  return ({ event }: { event: { error: unknown } }) => ({ label, error: event.error });
}
