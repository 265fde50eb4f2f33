// /security (docs/architecture.md §5): the sign-in e-mail and the second factor of the signed-in user; an admin's first
// factor comes after the mailbox proof (docs/product.md §9).
import type { User } from 'firebase/auth';
import { useAuth } from '@/lib/auth';
import { Loading } from '@/components/status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { FactorsSection } from './factors-section';
import { MailboxProofSection } from './mailbox-proof-section';
import { MyDataSection } from './my-data-section';
import { useMailboxProof } from './use-mailbox-proof';

export default function SecurityPage() {
  useDocumentTitle('Security');
  const { user, userData } = useAuth();
  if (!user) return null; // the route guard guarantees a user
  return <SecuritySections user={user} isAdmin={userData?.isAdmin === true} />;
}

function SecuritySections({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const proof = useMailboxProof(user, isAdmin);
  return (
    <div className="container">
      <h1>Security</h1>
      <EmailSection user={user} />
      {proof.needed ? <MailboxProofSection user={user} proven={proof.token !== null} /> : null}
      {proof.ready ? (
        <FactorsSection
          user={user}
          canEnrol={!proof.needed || proof.token !== null}
          afterEnrol={proof.trustNewFactor}
        />
      ) : (
        <Loading />
      )}
      <MyDataSection />
      <DeleteAccountSection user={user} />
    </div>
  );
}
