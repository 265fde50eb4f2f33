// Phase 2: account details, positions, history and strategies (SPEC §2 /account-details/{accountId}),
// once the functions API contract exists. Route and guard are final.
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PendingScreen } from '@/components/PendingScreen';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountDetailsPage() {
  useDocumentTitle('Account details');
  const { accountId = '' } = useParams();
  return (
    <PendingScreen title="Account details" backTo={paths.dashboard} backLabel="Back to Dashboard">
      <p>
        Account number: <strong>{accountId}</strong>
      </p>
    </PendingScreen>
  );
}
