// CopyFactory's risk settings as documents: MetaApi-style validation of riskLimits and maxTradeVolume
// (COPYFACTORY-CONTRACTS §3.1-3.2) and the copied volume after maxTradeVolume. Enforcing the limits is
// risk-limits.ts.

type Raw = Record<string, unknown>;

export const RISK_LIMIT_TYPES = [
  'day',
  'date',
  'week',
  'week-to-date',
  'month',
  'month-to-date',
  'quarter',
  'quarter-to-date',
  'year',
  'year-to-date',
  'lifetime',
] as const;
export const RISK_LIMIT_APPLY_TO = [
  'balance-difference',
  'balance-minus-equity',
  'equity-difference',
] as const;

/**
 * One StrategyRiskLimit document as the simulator keeps it once validated: MetaApi's own type, written
 * from its page here rather than imported, so the simulator never shares our reading of it.
 */
export interface RiskLimit {
  type: (typeof RISK_LIMIT_TYPES)[number];
  applyTo: (typeof RISK_LIMIT_APPLY_TO)[number];
  /** At most one of the two maxima is set; the drawdown is compared with whichever is. */
  maxRelativeRisk?: number;
  maxAbsoluteRisk?: number;
  closePositions: boolean;
  startTime?: string;
}

/** MetaApi-style validation of one document's risk settings; the message names the parameter. */
export function riskSettingsProblem(doc: Raw, path: string): { parameter: string; message: string } | null {
  const max = doc.maxTradeVolume;
  if (max !== undefined && !(typeof max === 'number' && max > 0))
    return { parameter: `${path}maxTradeVolume`, message: 'maxTradeVolume must be a positive number' };
  if (doc.riskLimits === undefined) return null;
  if (!Array.isArray(doc.riskLimits))
    return { parameter: `${path}riskLimits`, message: 'riskLimits must be an array' };
  for (const [i, raw] of (doc.riskLimits as unknown[]).entries()) {
    const l = (typeof raw === 'object' && raw !== null ? raw : {}) as Raw;
    const at = `${path}riskLimits[${i}]`;
    if (!(RISK_LIMIT_TYPES as readonly unknown[]).includes(l.type))
      return { parameter: `${at}.type`, message: `type must be one of ${RISK_LIMIT_TYPES.join(', ')}` };
    if (!(RISK_LIMIT_APPLY_TO as readonly unknown[]).includes(l.applyTo))
      return {
        parameter: `${at}.applyTo`,
        message: `applyTo must be one of ${RISK_LIMIT_APPLY_TO.join(', ')}`,
      };
    if (typeof l.closePositions !== 'boolean')
      return { parameter: `${at}.closePositions`, message: 'closePositions is required' };
    for (const key of ['maxAbsoluteRisk', 'maxRelativeRisk'] as const)
      if (l[key] !== undefined && !(typeof l[key] === 'number' && l[key] > 0))
        return { parameter: `${at}.${key}`, message: `${key} must be a positive number` };
  }
  return null;
}

/** The copied volume after maxTradeVolume (subscription first, then subscriber). */
export function capVolume(docs: readonly Raw[], volume: number): number {
  const caps = docs.map((d) => d.maxTradeVolume).filter((v): v is number => typeof v === 'number' && v > 0);
  return caps.length === 0 ? volume : Math.min(volume, ...caps);
}
