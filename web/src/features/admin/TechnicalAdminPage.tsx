// Phase 2: deployment statistics and bulk deploy/undeploy (SPEC §2 /admin/technical). Route and guard are final.
import { paths } from '@/config/paths';
import { PendingScreen } from '@/components/PendingScreen';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function TechnicalAdminPage() {
  useDocumentTitle('Technical Admin Dashboard');
  return (
    <PendingScreen title="Technical Admin Dashboard" backTo={paths.admin} backLabel="Back to Admin Panel" />
  );
}
