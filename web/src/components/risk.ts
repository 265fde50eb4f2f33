/** The risk warning shown in the footer and on the landing page. */
export const RISK_DISCLAIMER =
  'Trading foreign exchange and CFDs on margin carries a high level of risk and may not be suitable for all investors. ' +
  'You could lose some or all of your invested capital. Past performance of any strategy is not indicative of future results. ' +
  'Nothing on this site is investment advice.';
