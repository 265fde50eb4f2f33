import { type CopyDeal } from '../product-rules/index.js';
// CopyFactory history as the product reads it (subscription and provided transactions, the subscriber
// user log), independent of MetaApi's wire format.

/** A CopyFactory deal with what only the bridge reads of it. */
export interface CopyTransaction extends CopyDeal {
  id: string;
}

export interface TransactionQuery {
  from: Date;
  till: Date;
  strategyIds?: string[];
  subscriberIds?: string[];
}

// The user log is read through the copy-health client (one reader of that route); its types live there.
export type { UserLogMessage as UserLogEntry, UserLogQuery } from './copy-health-types.js';
