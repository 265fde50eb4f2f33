// /security (issue 16): the sign-in e-mail and the second factor of the signed-in user.
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmailSection } from './email-section';
import { FactorsSection } from './factors-section';

export default function SecurityPage() {
  useDocumentTitle('Security');
  const { user } = useAuth();
  if (!user) return null; // the route guard guarantees a user
  return (
    <div className="container">
      <h1>Security</h1>
      <EmailSection user={user} />
      <FactorsSection user={user} />
    </div>
  );
}
