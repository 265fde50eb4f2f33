// Add trading account (docs/product.md §2): the route's entry; the screen itself lives in ./connect-screen.
import { env } from '@/config/app-env';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { liveConnectMachine } from './api';
import { ConnectScreen } from './connect-screen';

export default function AddTradingAccountPage() {
  useDocumentTitle('Add Trading Account');
  const { user } = useAuth();
  if (!user) return null; // the route guard guarantees a user
  return <ConnectScreen uid={user.uid} brandName={env.brand.name} machine={liveConnectMachine} />;
}
