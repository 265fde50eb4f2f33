// "Delete my account" (docs/product.md §14): names each connected account and what becomes of it before
// anything happens, asks for the password again (the server wants a sign-in from the last five
// minutes) and the SMS code where there is a second factor, asks for confirmation, then asks the server
// to erase the account and signs out (./use-delete-account.ts).
import { useState } from 'react';
import type { User } from 'firebase/auth';
import { ERASURE_MESSAGES } from '@copydesk/functions/contract';
import { ActionOutcome, OneFieldForm } from './security-form';
import { accountLabel, useConnectedAccounts } from './connected-accounts';
import { useDeleteAccount } from './use-delete-account';

export const DELETE_ACCOUNT_TEXT = {
  consequences:
    'Your profile and your CopyDesk data are deleted. For each connected account: Copying stops, open positions stay on your broker account, and the account leaves MetaApi.',
  eachAccount: 'copying stops, open positions stay on your broker account, and the account leaves MetaApi.',
  noAccount: 'No trading account is connected.',
  accountsUnread: 'Your connected accounts could not be listed; each of them is handled as above.',
  passwordFirst: ERASURE_MESSAGES.signInAgain,
  confirm: 'Delete my account for good?',
  wrongPassword: 'That password is not right.',
} as const;

function ConnectedAccountList({ uid }: { uid: string }) {
  const accounts = useConnectedAccounts(uid);
  if (accounts.state === 'loading') return null;
  if (accounts.state === 'failed') return <p>{DELETE_ACCOUNT_TEXT.accountsUnread}</p>;
  if (accounts.accounts.length === 0) return <p>{DELETE_ACCOUNT_TEXT.noAccount}</p>;
  return (
    <ul aria-label="Connected accounts">
      {accounts.accounts.map((account) => (
        <li key={account.accountNumber}>
          <strong>{accountLabel(account)}</strong>: {DELETE_ACCOUNT_TEXT.eachAccount}
        </li>
      ))}
    </ul>
  );
}

export function DeleteAccountSection({ user }: { user: User }) {
  const flow = useDeleteAccount(user, DELETE_ACCOUNT_TEXT.wrongPassword);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  return (
    <section aria-labelledby="delete-account-title" className="card">
      <h2 id="delete-account-title">Delete my account</h2>
      <p>{DELETE_ACCOUNT_TEXT.consequences}</p>
      <ConnectedAccountList uid={user.uid} />
      <ActionOutcome error={flow.error} done={null} />
      {flow.step === 'confirm' ? (
        <div role="alertdialog" aria-labelledby="delete-account-confirm">
          <p id="delete-account-confirm">
            <strong>{DELETE_ACCOUNT_TEXT.confirm}</strong>
          </p>
          <button type="button" className="btn btn-danger" disabled={flow.busy} onClick={flow.erase}>
            Delete my account
          </button>{' '}
          <button type="button" className="btn btn-secondary" disabled={flow.busy} onClick={flow.keep}>
            Keep my account
          </button>
        </div>
      ) : flow.step === 'code' ? (
        <>
          <p>We sent a 6-digit code to {flow.pending?.phoneHint || 'your phone'}.</p>
          <OneFieldForm
            id="delete-account-code"
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            required
            value={code}
            onChange={setCode}
            busy={flow.busy}
            submitLabel="Verify"
            onSubmit={() => flow.confirmCode(code)}
          />
        </>
      ) : (
        <>
          <p>{DELETE_ACCOUNT_TEXT.passwordFirst}</p>
          <OneFieldForm
            id="delete-account-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
            busy={flow.busy}
            submitLabel="Delete my account"
            onSubmit={() => flow.reauthenticate(password)}
          />
        </>
      )}
    </section>
  );
}
