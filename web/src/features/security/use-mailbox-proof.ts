// Whether this session still needs a mailbox proof before a factor it enrols gives admin power
// (docs/product.md §9), and the link's token when the e-mail's link opened this page (?proof=).
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { MAILBOX_PROOF_PARAM } from '@copydesk/functions/contract';
import { api } from '@/lib/api';
import { adminSessionState, type AdminSessionState } from '@/lib/auth/second-factor-enrolment';

export interface MailboxProof {
  /** False while the session's claims are read (admins only). */
  ready: boolean;
  /** An admin whose session has no trusted factor, and none is enrolled: the link comes first. */
  needed: boolean;
  /** The link's token, when it opened this page. */
  token: string | null;
  /** After an enrolment: the server trusts the new factor for the link's token, then the token refreshes. */
  trustNewFactor: (() => Promise<void>) | undefined;
}

export function useMailboxProof(user: User, isAdmin: boolean): MailboxProof {
  const [params, setParams] = useSearchParams();
  const token = params.get(MAILBOX_PROOF_PARAM);
  const [state, setState] = useState<AdminSessionState | null>(null);

  useEffect(() => {
    let current = true;
    if (isAdmin)
      adminSessionState(user).then(
        (value) => current && setState(value),
        () => current && setState('set-up'),
      );
    return () => {
      current = false;
    };
  }, [user, isAdmin]);

  const needed = isAdmin && state === 'set-up';
  const trustNewFactor = useCallback(async () => {
    if (!token) return;
    await api.trustEnrolledFactor({ token });
    setState(await adminSessionState(user, true));
    setParams({}, { replace: true });
  }, [token, user, setParams]);

  return {
    ready: !isAdmin || state !== null,
    needed,
    token,
    trustNewFactor: needed && token ? trustNewFactor : undefined,
  };
}
