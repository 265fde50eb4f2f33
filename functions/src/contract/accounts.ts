// Trading-account endpoints: affiliation, server search, provisioning, account data and deletion.
import { z } from 'zod';
import {
  accountNumberSchema,
  bridgeAccountIdSchema,
  displayNameSchema,
  isoDateTimeSchema,
  MESSAGES,
  serverNameSchema,
  uidSchema,
} from './common.js';
import { accountHealthSchema } from './health.js';

/** users/{uid}/tradingAccounts/{accountNumber} as the client reads it (timestamps as ISO strings). */
export const tradingAccountSchema = z.object({
  id: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  serverName: z.string(),
  metaApiAccountId: z.string(),
  createdAt: z.string().nullable(),
  isConnected: z.boolean(),
  state: z.string(),
  platform: z.literal('mt5'),
  /** Copy health (README "Copy health"); absent or null until the monitor's first check. */
  health: accountHealthSchema.nullable().optional(),
});
export type TradingAccount = z.infer<typeof tradingAccountSchema>;

// GET checkAffiliation?accountNumber=
export const checkAffiliationInput = z.object({ accountNumber: accountNumberSchema }).strict();
export const checkAffiliationOutput = z.object({
  success: z.literal(true),
  isAffiliated: z.boolean(),
  message: z.string(),
});

// GET searchMetaTraderServers?term=&platform=mt5
export const searchMetaTraderServersInput = z
  .object({
    term: z
      .string({ error: 'term must be text' })
      .trim()
      .max(100, { error: 'The search term is too long' })
      .optional(),
    platform: z.literal('mt5', { error: "platform must be 'mt5'" }).optional(),
  })
  .strict();
export const serverOptionSchema = z.object({ name: z.string(), description: z.string() });
export type ServerOption = z.infer<typeof serverOptionSchema>;
export const searchMetaTraderServersOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  servers: z.array(serverOptionSchema),
});

// POST provisionFullAccount. The broker password goes straight to the bridge, never stored or logged.
export const brokerPasswordSchema = z
  .string({ error: MESSAGES.requiredFields })
  .min(1, { error: MESSAGES.requiredFields })
  .max(128, { error: 'The password is too long' });

export const provisionFullAccountInput = z
  .object({
    login: accountNumberSchema,
    password: brokerPasswordSchema,
    serverName: serverNameSchema,
    accountName: displayNameSchema,
    platform: z.literal('mt5', { error: "platform must be 'mt5'" }).default('mt5'),
    /** Only admins may connect an account for another user. */
    userId: uidSchema.optional(),
  })
  .strict();
export const provisionFullAccountOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  account: tradingAccountSchema.extend({ accountId: z.string(), userId: z.string() }),
});

// GET getAccountInfo?accountId=
export const accountScopedInput = z.object({ accountId: bridgeAccountIdSchema }).strict();
export const getAccountInfoInput = accountScopedInput;
export const accountInfoSchema = z.object({
  balance: z.number(),
  equity: z.number(),
  marginLevel: z.number().nullable(),
  leverage: z.number(),
  currency: z.string(),
  server: z.string(),
  platform: z.string(),
  name: z.string(),
  login: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;
export const getAccountInfoOutput = z.object({ success: z.literal(true), accountInfo: accountInfoSchema });

// GET getOpenPositions?accountId=
export const getOpenPositionsInput = accountScopedInput;
export const positionSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  type: z.enum(['POSITION_TYPE_BUY', 'POSITION_TYPE_SELL']),
  volume: z.number(),
  openPrice: z.number(),
  currentPrice: z.number(),
  profit: z.number(),
  time: z.string(),
});
export type Position = z.infer<typeof positionSchema>;
export const getOpenPositionsOutput = z.object({
  success: z.literal(true),
  positions: z.array(positionSchema),
});

// GET getTradingHistory?accountId=&startTime=&endTime= (ISO; defaults to the last 30 days; at most 31 days)
export const HISTORY_DEFAULT_DAYS = 30;
export const HISTORY_MAX_DAYS = 31;
export const getTradingHistoryInput = z
  .object({
    accountId: bridgeAccountIdSchema,
    startTime: isoDateTimeSchema('startTime').optional(),
    endTime: isoDateTimeSchema('endTime').optional(),
  })
  .strict()
  .refine(
    (input) => !input.startTime || !input.endTime || Date.parse(input.startTime) < Date.parse(input.endTime),
    {
      error: 'startTime must be before endTime',
      path: ['startTime'],
    },
  )
  .refine(
    (input) =>
      !input.startTime ||
      !input.endTime ||
      Date.parse(input.endTime) - Date.parse(input.startTime) <= HISTORY_MAX_DAYS * 86_400_000,
    { error: `The history window is at most ${HISTORY_MAX_DAYS} days`, path: ['endTime'] },
  );
export const historyItemSchema = z.object({
  id: z.string(),
  time: z.string(),
  type: z.enum(['DEAL_TYPE_BUY', 'DEAL_TYPE_SELL']),
  entryType: z.literal('DEAL_ENTRY_OUT'),
  symbol: z.string(),
  volume: z.number(),
  profit: z.number(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const getTradingHistoryOutput = z.object({
  success: z.literal(true),
  startTime: z.string(),
  endTime: z.string(),
  historyItems: z.array(historyItemSchema),
});

// DELETE deleteAccount?accountId= (the spec's GET is a destructive call: it is DELETE here)
export const deleteAccountInput = accountScopedInput;
export const deleteAccountOutput = z.object({ success: z.literal(true), message: z.string() });
