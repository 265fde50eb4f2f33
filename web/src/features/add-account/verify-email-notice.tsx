// Connecting a broker account needs a verified e-mail (docs/architecture.md §5): the server answers "Please verify
// your e-mail address first" otherwise, so the page says it up front with a resend button, and a
// check once the link was opened (reload() fetches the new state, getIdToken(true) a token with it).
import { useState } from 'react';
import { sendEmailVerification, type User } from 'firebase/auth';
import { SECURITY_MESSAGES } from '@copydesk/functions/contract';
import { SuccessMessage } from '@/components/status';

export function VerifyEmailNotice({ user, onVerified }: { user: User; onVerified: () => void }) {
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      setNote(await action());
    } catch {
      setNote('Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const resend = () =>
    act(async () => {
      await sendEmailVerification(user);
      return `We sent a new verification link to ${user.email ?? 'your e-mail address'}.`;
    });
  const check = () =>
    act(async () => {
      await user.reload();
      if (!user.emailVerified) return 'Your e-mail address is not verified yet.';
      await user.getIdToken(true);
      onVerified();
      return 'Thank you, your e-mail address is verified.';
    });

  return (
    <div className="container">
      <section className="card" aria-labelledby="verify-title">
        <h1 id="verify-title">{SECURITY_MESSAGES.emailNotVerified}</h1>
        <p>We sent a link to {user.email}. Open it, then come back here to connect your trading account.</p>
        {note ? <SuccessMessage>{note}</SuccessMessage> : null}
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void resend()}>
          Resend verification e-mail
        </button>{' '}
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void check()}>
          I have verified it
        </button>
      </section>
    </div>
  );
}
