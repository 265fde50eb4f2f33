// The one place the web app reads its configuration. import.meta.env is validated once at start-up;
// everything else imports the typed `env` object. A bad value fails fast with the key's name.
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1, 'is required');
const url = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
/** Optional URL: an empty string means "not configured". */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(url.optional());

const hostPort = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:8080')
  .transform((value) => {
    const index = value.lastIndexOf(':');
    return { host: value.slice(0, index), port: Number(value.slice(index + 1)) };
  });

const rawSchema = z
  .object({
    VITE_FIREBASE_API_KEY: nonEmpty,
    VITE_FIREBASE_AUTH_DOMAIN: nonEmpty,
    VITE_FIREBASE_PROJECT_ID: nonEmpty,
    VITE_FIREBASE_APP_ID: nonEmpty,
    VITE_FUNCTIONS_BASE_URL: url.transform((value) => value.replace(/\/+$/, '')),
    VITE_USE_EMULATORS: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('false'),
    VITE_AUTH_EMULATOR_URL: z.string().trim().optional(),
    VITE_FIRESTORE_EMULATOR_HOST: z.string().trim().optional(),
    VITE_BRAND_NAME: nonEmpty,
    VITE_SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }),
    VITE_MAIN_SITE_URL: url,
    VITE_PARTNER_CODE: nonEmpty,
    VITE_SOCIAL_FACEBOOK: optionalUrl,
    VITE_SOCIAL_INSTAGRAM: optionalUrl,
    VITE_SOCIAL_X: optionalUrl,
    VITE_SOCIAL_YOUTUBE: optionalUrl,
    VITE_SOCIAL_TELEGRAM: optionalUrl,
  })
  .superRefine((value, ctx) => {
    if (value.VITE_USE_EMULATORS !== 'true') return;
    if (!url.safeParse(value.VITE_AUTH_EMULATOR_URL).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['VITE_AUTH_EMULATOR_URL'],
        message: 'must be an absolute http(s) URL when VITE_USE_EMULATORS is true',
      });
    }
    if (!hostPort.safeParse(value.VITE_FIRESTORE_EMULATOR_HOST).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['VITE_FIRESTORE_EMULATOR_HOST'],
        message: 'must be host:port when VITE_USE_EMULATORS is true',
      });
    }
  });

export type SocialNetwork = 'Facebook' | 'Instagram' | 'X' | 'YouTube' | 'Telegram';

export interface AppEnv {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId: string };
  functionsBaseUrl: string;
  /** null when the app talks to the real Firebase project. */
  emulators: { authUrl: string; firestore: { host: string; port: number } } | null;
  brand: { name: string; supportEmail: string; mainSiteUrl: string; partnerCode: string };
  social: ReadonlyArray<{ network: SocialNetwork; url: string }>;
}

/** Validates raw key/value configuration (import.meta.env in the app; plain objects in tests). */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const result = rawSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(
      `Invalid web configuration (see web/.env.production.example):\n- ${problems.join('\n- ')}`,
    );
  }
  const v = result.data;
  const social: Array<{ network: SocialNetwork; url: string | undefined }> = [
    { network: 'Facebook', url: v.VITE_SOCIAL_FACEBOOK },
    { network: 'Instagram', url: v.VITE_SOCIAL_INSTAGRAM },
    { network: 'X', url: v.VITE_SOCIAL_X },
    { network: 'YouTube', url: v.VITE_SOCIAL_YOUTUBE },
    { network: 'Telegram', url: v.VITE_SOCIAL_TELEGRAM },
  ];
  return {
    firebase: {
      apiKey: v.VITE_FIREBASE_API_KEY,
      authDomain: v.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: v.VITE_FIREBASE_PROJECT_ID,
      appId: v.VITE_FIREBASE_APP_ID,
    },
    functionsBaseUrl: v.VITE_FUNCTIONS_BASE_URL,
    emulators:
      v.VITE_USE_EMULATORS === 'true'
        ? {
            authUrl: url.parse(v.VITE_AUTH_EMULATOR_URL).replace(/\/+$/, ''),
            firestore: hostPort.parse(v.VITE_FIRESTORE_EMULATOR_HOST),
          }
        : null,
    brand: {
      name: v.VITE_BRAND_NAME,
      supportEmail: v.VITE_SUPPORT_EMAIL,
      mainSiteUrl: v.VITE_MAIN_SITE_URL,
      partnerCode: v.VITE_PARTNER_CODE,
    },
    social: social.flatMap((entry) => (entry.url ? [{ network: entry.network, url: entry.url }] : [])),
  };
}
