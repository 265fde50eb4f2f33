// The connect screen's static guidance: how to open an affiliated account, where to find the details.
import { env } from '@/config/app-env';
import { mailto } from '@/config/paths';

export function AffiliateInstructions() {
  const { partnerCode } = env.brand;
  return (
    <section className="card" aria-labelledby="affiliated-title">
      <h2 id="affiliated-title">How do I create an affiliated account?</h2>
      <ol>
        <li>
          Open a new MetaTrader 5 account through our affiliate link using the partner code{' '}
          <strong className="partner-code">{partnerCode}</strong>, or
        </li>
        <li>
          add a new account inside your existing broker profile using the partner code{' '}
          <strong className="partner-code">{partnerCode}</strong>.
        </li>
      </ol>
      <p>Then check the new account number here.</p>
    </section>
  );
}

export function HelpSection() {
  const { supportEmail } = env.brand;
  return (
    <section className="card" aria-labelledby="help-title">
      <h2 id="help-title">Where do I find my account number and server?</h2>
      <p>
        Both are in the e-mail your broker sent when the account was opened, and in MetaTrader 5 under File,
        Login to Trade Account.
      </p>
      <p>
        <strong>Server names are case-sensitive:</strong> enter them exactly as shown (for example
        XMGlobal-MT5 2).
      </p>
      <p>
        Still stuck? Contact <a href={mailto(supportEmail)}>{supportEmail}</a>.
      </p>
    </section>
  );
}
