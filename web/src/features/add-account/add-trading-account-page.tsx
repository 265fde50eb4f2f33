// Add trading account (docs/product.md §2): the route's entry; the screen itself lives in ./connect-screen.
import { useState } from 'react';
import { env } from '@/config/app-env';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { liveConnectMachine } from './api';
import { ConnectScreen } from './connect-screen';
import { VerifyEmailNotice } from './verify-email-notice';

export default function AddTradingAccountPage() {
  useDocumentTitle('Add Trading Account');
  const { user } = useAuth();
  const [verified, setVerified] = useState(user?.emailVerified ?? false);
  if (!user) return null; // the route guard guarantees a user
  if (!verified) return <VerifyEmailNotice user={user} onVerified={() => setVerified(true)} />;
  return <ConnectScreen uid={user.uid} brandName={env.brand.name} machine={liveConnectMachine} />;
}
