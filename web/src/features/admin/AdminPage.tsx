// Phase 2: the admin panel (SPEC §2 /admin). The route and its guard are final.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { PendingScreen } from '@/components/PendingScreen';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AdminPage() {
  useDocumentTitle('Admin Panel');
  const { userData } = useAuth();
  return (
    <PendingScreen title="Admin Panel" backTo={paths.dashboard} backLabel="Back to Dashboard">
      {userData?.isTechnicalAdmin ? (
        <p>
          <Link to={paths.adminTechnical}>Technical Admin Dashboard</Link>
        </p>
      ) : null}
    </PendingScreen>
  );
}
