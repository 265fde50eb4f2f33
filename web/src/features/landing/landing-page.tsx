// The public landing page (docs/product.md §2 /): hero, features, steps, subscriptions, FAQ, risk, final call.
import { useDocumentTitle } from '@/lib/use-document-title';
import { Faq, FinalCta, RiskWarning } from './closing-sections';
import { Hero } from './hero';
import { Features, HowItWorks, Subscriptions } from './product-sections';

export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <Subscriptions />
      <Faq />
      <RiskWarning />
      <FinalCta />
    </>
  );
}
