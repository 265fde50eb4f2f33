// Account details (docs/product.md §2 /account-details/{accountId}): the route's entry; the screen is ./details-screen.
import { useParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { liveCopyReportMachine, liveCopyTradingMachine, liveDetailsMachine } from './api';
import { DetailsScreen } from './details-screen';
import { liveHealthMachine } from './health-api';

const LIVE_MACHINES = {
  details: liveDetailsMachine,
  copyTrading: liveCopyTradingMachine,
  health: liveHealthMachine,
  copyReport: liveCopyReportMachine,
};

export default function AccountDetailsPage() {
  useDocumentTitle('Account details');
  const { accountId = '' } = useParams();
  const { user } = useAuth();
  if (!user) return null; // the route guard guarantees a user
  return <DetailsScreen key={accountId} uid={user.uid} accountNumber={accountId} machines={LIVE_MACHINES} />;
}
