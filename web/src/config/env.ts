// The one place the web app reads its configuration. import.meta.env is validated once at start-up;
// everything else imports the typed `env` object. A bad value fails fast with the key's name.
// zod/mini: the tree-shakable build, so validation costs the landing bundle only what it uses.
import * as z from 'zod/mini';

const REQUIRED = 'is required';
const URL_MESSAGE = 'must be an absolute http(s) URL';

const nonEmpty = z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED));
const url = z.url({ protocol: /^https?$/, error: URL_MESSAGE });
/** Optional URL: missing or blank means "not configured". */
const optionalUrl = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined,
  ),
  z.optional(url),
);

const hostPort = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:8080')),
  z.transform((value: string) => {
    const index = value.lastIndexOf(':');
    return { host: value.slice(0, index), port: Number(value.slice(index + 1)) };
  }),
);

const rawSchema = z
  .object({
    VITE_FIREBASE_API_KEY: nonEmpty,
    VITE_FIREBASE_AUTH_DOMAIN: nonEmpty,
    VITE_FIREBASE_PROJECT_ID: nonEmpty,
    VITE_FIREBASE_APP_ID: nonEmpty,
    VITE_FUNCTIONS_BASE_URL: z.pipe(
      url,
      z.transform((value: string) => value.replace(/\/+$/, '')),
    ),
    VITE_USE_EMULATORS: z._default(
      z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }),
      'false',
    ),
    VITE_AUTH_EMULATOR_URL: z.optional(z.string()),
    VITE_FIRESTORE_EMULATOR_HOST: z.optional(z.string()),
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
  .check(
    z.superRefine((value, ctx) => {
      if (value.VITE_USE_EMULATORS !== 'true') return;
      if (!url.safeParse(value.VITE_AUTH_EMULATOR_URL).success) {
        ctx.addIssue({
          code: 'custom',
          input: value.VITE_AUTH_EMULATOR_URL,
          path: ['VITE_AUTH_EMULATOR_URL'],
          message: `${URL_MESSAGE} when VITE_USE_EMULATORS is true`,
        });
      }
      if (!hostPort.safeParse(value.VITE_FIRESTORE_EMULATOR_HOST).success) {
        ctx.addIssue({
          code: 'custom',
          input: value.VITE_FIRESTORE_EMULATOR_HOST,
          path: ['VITE_FIRESTORE_EMULATOR_HOST'],
          message: 'must be host:port when VITE_USE_EMULATORS is true',
        });
      }
    }),
  );

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
