// One change at a time on the Security page: clears the last outcome, marks the section busy, and says
// either the action's success message or why Firebase refused (security-errors.ts).
import { useState } from 'react';
import { securityErrorMessage } from './security-errors';

export function useSecurityAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** `action` resolves to the success message to show, or null when there is none to say yet. */
  const run = async (action: () => Promise<string | null>) => {
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      setDone(await action());
    } catch (caught) {
      setError(securityErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, done, run };
}
