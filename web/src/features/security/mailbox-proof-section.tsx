// An admin's first second factor needs proof of the mailbox (docs/product.md §9): the page e-mails a
// one-time link to the verified address; opened in this browser it comes back as ?proof=, and the
// factor enrolled next is then trusted for admin power (use-mailbox-proof.ts).
import type { User } from 'firebase/auth';
import { MAILBOX_PROOF_TTL_MINUTES } from '@copydesk/functions/contract';
import { SuccessMessage } from '@/components/status';
import { api } from '@/lib/api';
import { ActionOutcome } from './security-form';
import { useSecurityAction } from './use-security-action';

export function MailboxProofSection({ user, proven }: { user: User; proven: boolean }) {
  const { busy, error, done, run } = useSecurityAction();
  const send = () =>
    void run(async () => {
      const { sentTo } = await api.requestMailboxProof({});
      return `We sent a link to ${sentTo}. Open it in this browser within ${MAILBOX_PROOF_TTL_MINUTES} minutes.`;
    });

  return (
    <section aria-labelledby="mailbox-proof-title" className="card">
      <h2 id="mailbox-proof-title">Confirm your e-mail first</h2>
      {proven ? (
        <SuccessMessage>
          E-mail confirmed for this session. Now add your phone as a second factor.
        </SuccessMessage>
      ) : (
        <>
          <p>
            Before an administrator&apos;s phone counts as a second factor, we check that you read this
            account&apos;s e-mail: we send a link to {user.email}. Open it in this browser, then add your
            phone.
          </p>
          <ActionOutcome error={error} done={done} />
          <button type="button" className="btn btn-primary" disabled={busy} onClick={send}>
            E-mail me a link
          </button>
        </>
      )}
    </section>
  );
}
