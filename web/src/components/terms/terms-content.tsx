// The Terms and Conditions text (docs/product.md §2: ten sections), shared by the /terms page, the footer modal
// and the registration dialog. `headingLevel` keeps the outline correct wherever it is embedded.
import { env } from '@/config/app-env';
import { mailto } from '@/config/paths';

interface TermsContentProps {
  headingLevel?: 2 | 3;
}

export function TermsContent({ headingLevel = 2 }: TermsContentProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { name, supportEmail, mainSiteUrl } = env.brand;
  return (
    <div className="terms">
      <section aria-labelledby="terms-1">
        <H id="terms-1">1. Introduction</H>
        <p>
          These Terms and Conditions govern your use of {name}, a platform that connects your MetaTrader 5
          trading account to automated trading strategies (copy trading). By registering or using the platform
          you agree to these terms. If you do not agree, do not use the platform.
        </p>
      </section>
      <section aria-labelledby="terms-2">
        <H id="terms-2">2. Definitions</H>
        <ul>
          <li>
            <strong>Platform</strong>: the {name} web application and the services behind it.
          </li>
          <li>
            <strong>User</strong> or <strong>you</strong>: the person who registers and uses the platform.
          </li>
          <li>
            <strong>Trading account</strong>: a MetaTrader 5 account with a broker that you connect to the
            platform.
          </li>
          <li>
            <strong>Strategy</strong>: an automated trading strategy whose trades are copied to subscribed
            trading accounts.
          </li>
          <li>
            <strong>Subscription</strong>: the paid plan, bought on the main website, that allows one trading
            account to be connected.
          </li>
        </ul>
      </section>
      <section aria-labelledby="terms-3">
        <H id="terms-3">3. Account Registration</H>
        <p>
          You must be at least 18 years old, or the legal age of majority in your jurisdiction if higher, to
          register. You must provide accurate, complete information and keep it up to date. You are
          responsible for keeping your login details confidential and for all activity under your account.
        </p>
      </section>
      <section aria-labelledby="terms-4">
        <H id="terms-4">4. Trading Risks</H>
        <p>
          Trading foreign exchange and contracts for difference on margin carries a high level of risk and may
          not be suitable for everyone. Leverage can work against you as well as for you. You may lose some or
          all of your invested capital; never trade with money you cannot afford to lose. Past performance of
          any strategy is not a reliable indicator of future results, and no profit is guaranteed.
        </p>
      </section>
      <section aria-labelledby="terms-5">
        <H id="terms-5">5. Strategy Subscription</H>
        <p>
          Each subscription allows exactly one trading account, which may follow several strategies. You
          choose the trade volume (lot size) for each strategy; stop loss and take profit follow the strategy.
          You can unsubscribe or change the volume at any time during management hours (Monday to Friday 08:00
          to 16:00, not on public holidays). Copied trades may differ from the strategy&apos;s trades because
          of slippage, spreads, latency or your broker&apos;s conditions.
        </p>
      </section>
      <section aria-labelledby="terms-6">
        <H id="terms-6">6. Fees and Payments</H>
        <p>
          Subscriptions are sold and billed on the main website (
          <a href={mainSiteUrl} target="_blank" rel="noopener noreferrer">
            {mainSiteUrl}
          </a>
          ). All fees are non-refundable unless specified otherwise. We will give at least 30 days notice
          before any change to our fees. Activation of a subscription may take up to 8 hours after purchase.
        </p>
      </section>
      <section aria-labelledby="terms-7">
        <H id="terms-7">7. Privacy and Data Protection</H>
        <p>
          We process your personal data (name, e-mail address, mobile number, address and trading account
          details) only to provide the service. Broker passwords are passed to the trading infrastructure to
          connect your account and are never stored by {name}. We do not sell your data.
        </p>
      </section>
      <section aria-labelledby="terms-8">
        <H id="terms-8">8. Termination</H>
        <p>
          You may stop using the platform at any time and remove your trading account from it. We may suspend
          or terminate access for breach of these terms, suspected abuse or legal requirements. When a
          subscription expires, your trading account stays listed but inactive until renewal.
        </p>
      </section>
      <section aria-labelledby="terms-9">
        <H id="terms-9">9. Disclaimer</H>
        <p>
          The platform is provided &quot;as is&quot;. {name} does not provide investment advice, and nothing
          on the platform is a recommendation to buy or sell any financial instrument. To the extent permitted
          by law, we are not liable for trading losses, missed trades, or interruptions caused by brokers,
          networks or third-party services.
        </p>
      </section>
      <section aria-labelledby="terms-10">
        <H id="terms-10">10. Changes to Terms</H>
        <p>
          We may update these terms from time to time. Material changes will be announced in advance;
          continued use of the platform after a change means you accept the updated terms. Questions:{' '}
          <a href={mailto(supportEmail)}>{supportEmail}</a>.
        </p>
      </section>
    </div>
  );
}
