import { AppNav } from './app-nav';
import { PageFrame } from './page-frame';

export function SignedInLayout() {
  return <PageFrame nav={<AppNav />} />;
}
