// GET searchUsers?q=&pageSize=&cursor= (admins): the admin list's server-side search over every user
// (docs/product.md §2 admin panel, §4 admin list): prefix matches on name, e-mail and mobile, in pages,
// (the true number of users comes with the list's first page, bulkGetUsersWithTradingAccounts' total).
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, adminUserEntrySchema } from './admin.js';
import { fieldError } from './common.js';
import { USER_SEARCH_MAX_QUERY, userSearchPrefixes } from '../product-rules/user-search.js';

export const USER_SEARCH_MESSAGES = {
  query: 'Type a name, e-mail or mobile number to search',
  queryTooLong: `The search is too long (${USER_SEARCH_MAX_QUERY} characters at most)`,
  pageSize: `pageSize must be a whole number between 1 and ${ADMIN_PAGE_SIZE}`,
  cursor: 'cursor is not valid: start the search again without it',
} as const;

export const searchUsersInput = z
  .object({
    q: z
      .string({ error: fieldError(USER_SEARCH_MESSAGES.query, USER_SEARCH_MESSAGES.query) })
      .trim()
      .max(USER_SEARCH_MAX_QUERY, { error: USER_SEARCH_MESSAGES.queryTooLong })
      .refine((q) => Object.values(userSearchPrefixes(q)).some((prefix) => prefix !== null), {
        error: USER_SEARCH_MESSAGES.query,
      }),
    pageSize: z.coerce
      .number({ error: USER_SEARCH_MESSAGES.pageSize })
      .int({ error: USER_SEARCH_MESSAGES.pageSize })
      .min(1, { error: USER_SEARCH_MESSAGES.pageSize })
      .max(ADMIN_PAGE_SIZE, { error: USER_SEARCH_MESSAGES.pageSize })
      .default(ADMIN_PAGE_SIZE),
    /** Opaque: the pagination.cursor of the previous page of the same search. */
    cursor: z
      .string({ error: USER_SEARCH_MESSAGES.cursor })
      .max(4000, { error: USER_SEARCH_MESSAGES.cursor })
      .regex(/^[A-Za-z0-9_-]+$/, { error: USER_SEARCH_MESSAGES.cursor })
      .optional(),
  })
  .strict();

export const searchUsersOutput = z.object({
  success: z.literal(true),
  users: z.array(adminUserEntrySchema),
  pagination: z.object({ hasMore: z.boolean(), cursor: z.string().nullable() }),
  /** Set when the bridge could not be read: users are listed, metaApiDetails are null. */
  warning: z.string().optional(),
});
