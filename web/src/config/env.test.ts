import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const base = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-copydesk.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-copydesk',
  VITE_FIREBASE_APP_ID: '1:0:web:demo',
  VITE_FUNCTIONS_BASE_URL: 'http://127.0.0.1:5001/demo-copydesk/us-central1/',
  VITE_USE_EMULATORS: 'true',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  VITE_BRAND_NAME: 'CopyDesk',
  VITE_SUPPORT_EMAIL: 'support@copydesk.example',
  VITE_MAIN_SITE_URL: 'https://copydesk.example',
  VITE_PARTNER_CODE: 'CODE1',
  VITE_SOCIAL_FACEBOOK: 'https://facebook.com/x',
  VITE_SOCIAL_X: '',
};

describe('parseEnv', () => {
  it('parses a complete emulator configuration', () => {
    const env = parseEnv(base);
    expect(env.functionsBaseUrl).toBe('http://127.0.0.1:5001/demo-copydesk/us-central1');
    expect(env.emulators).toEqual({
      authUrl: 'http://127.0.0.1:9099',
      firestore: { host: '127.0.0.1', port: 8080 },
    });
    expect(env.brand).toEqual({
      name: 'CopyDesk',
      supportEmail: 'support@copydesk.example',
      mainSiteUrl: 'https://copydesk.example',
      partnerCode: 'CODE1',
    });
    expect(env.social).toEqual([{ network: 'Facebook', url: 'https://facebook.com/x' }]);
  });

  it('ignores emulator keys when emulators are off', () => {
    const env = parseEnv({
      ...base,
      VITE_USE_EMULATORS: 'false',
      VITE_AUTH_EMULATOR_URL: '',
      VITE_FIRESTORE_EMULATOR_HOST: '',
    });
    expect(env.emulators).toBeNull();
  });

  it('defaults to no emulators', () => {
    const { VITE_USE_EMULATORS: _unused, ...rest } = base;
    expect(parseEnv(rest).emulators).toBeNull();
  });

  it.each([
    ['VITE_FIREBASE_API_KEY', ''],
    ['VITE_FUNCTIONS_BASE_URL', 'not a url'],
    ['VITE_USE_EMULATORS', 'yes'],
    ['VITE_AUTH_EMULATOR_URL', ''],
    ['VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1'],
    ['VITE_SUPPORT_EMAIL', 'nobody'],
    ['VITE_MAIN_SITE_URL', 'ftp://copydesk.example'],
    ['VITE_SOCIAL_FACEBOOK', 'facebook'],
    ['VITE_BRAND_NAME', undefined],
  ])('rejects %s=%s naming the key', (key, value) => {
    expect(() => parseEnv({ ...base, [key]: value })).toThrow(key);
  });
});
