// Landing page copy. Product facts only (docs/product.md §1, §9); no performance promises.
import { MANAGEMENT_HOURS_NOTICE } from '@copydesk/functions/product-rules';

export const FEATURES = [
  {
    title: 'Your funds stay with your broker',
    text: 'Trades are copied into your own MetaTrader 5 account. We never hold or move your money, and you can withdraw at any time through your broker.',
    icon: 'shield',
  },
  {
    title: 'A fixed lot size you control',
    text: 'Choose the trade volume for every strategy, from 0.01 lots. Change it or unsubscribe whenever management hours are open.',
    icon: 'sliders',
  },
  {
    title: 'Several strategies, one account',
    text: 'Each subscription covers one trading account that can follow multiple automated strategies at the same time.',
    icon: 'layers',
  },
  {
    title: 'Risk management copied too',
    text: 'Stop loss and take profit levels follow the strategy, so every copied position keeps its original protection.',
    icon: 'target',
  },
  {
    title: 'Everything in one dashboard',
    text: 'See your balance, equity, open positions, trading history and strategy subscriptions in one clear view.',
    icon: 'chart',
  },
  {
    title: 'Secure by design',
    text: 'Your broker password is passed straight to the trading infrastructure to connect the account and is never stored by us.',
    icon: 'lock',
  },
] as const;

export type FeatureIcon = (typeof FEATURES)[number]['icon'];

export const STEPS = [
  { title: 'Create your account', text: 'Register with your e-mail address in under a minute.' },
  {
    title: 'Choose a subscription',
    text: 'Buy a plan on our main website. Activation may take up to 8 hours after purchase.',
  },
  {
    title: 'Open an affiliated broker account',
    text: 'Open a MetaTrader 5 account through our partner link using our partner code, or add one inside your existing broker profile.',
  },
  {
    title: 'Connect it to the platform',
    text: 'Enter your account number, pass the affiliation check, then connect with your trading password and server.',
  },
  {
    title: 'Subscribe to strategies',
    text: 'Pick the strategies you want to follow and set your lot size. New trades are copied automatically.',
  },
] as const;

export const FAQ = [
  {
    question: 'What is copy trading?',
    answer:
      'Copy trading automatically opens the same trades in your account as an experienced strategy opens in its own, using the lot size you choose. You stay in control of your account and can stop at any time.',
  },
  {
    question: 'Do you hold or manage my money?',
    answer:
      'No. Your money stays in your own account with your broker. The platform only places trades on the account you connect.',
  },
  {
    question: 'Which trading platform is supported?',
    answer:
      'MetaTrader 5 accounts opened with our partner broker (an affiliated account). The connection form explains how to open one with our partner code.',
  },
  {
    question: 'How many trading accounts can I connect?',
    answer:
      'Each subscription allows exactly one trading account. That account can follow several strategies at once.',
  },
  {
    question: 'How long does activation take?',
    answer: 'A new subscription may take up to 8 hours to activate after purchase on the main website.',
  },
  {
    question: 'When can I change my strategies?',
    answer: MANAGEMENT_HOURS_NOTICE,
  },
  {
    question: 'Can I stop copying a strategy?',
    answer:
      'Yes. Unsubscribe from a strategy in your account details at any time during management hours, or use Edit Settings to change the trade volume.',
  },
] as const;
