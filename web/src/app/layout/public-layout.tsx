import { PageFrame } from './page-frame';
import { TopNav } from './top-nav';

export function PublicLayout() {
  return <PageFrame nav={<TopNav />} />;
}
