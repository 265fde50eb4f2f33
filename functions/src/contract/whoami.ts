import { z } from 'zod';

export const whoamiInput = z.object({}).strict();

export const whoamiOutput = z.object({
  success: z.literal(true),
  uid: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  isTechnicalAdmin: z.boolean(),
});
