import { describe, expect, it } from 'vitest';
import { localPorts } from './ports.ts';
import { localHostingConfig, withConnectOrigins } from './hosting-csp.ts';

const POLICY = "default-src 'self'; connect-src 'self' https://firestore.googleapis.com; object-src 'none'";

describe("the Hosting emulator's Content-Security-Policy", () => {
  it('adds the given origins to connect-src and changes nothing else', () => {
    expect(withConnectOrigins(POLICY, ['http://127.0.0.1:9099', 'http://127.0.0.1:8080'])).toBe(
      "default-src 'self'; connect-src 'self' https://firestore.googleapis.com http://127.0.0.1:9099 " +
        "http://127.0.0.1:8080; object-src 'none'",
    );
  });

  it('refuses a policy without connect-src rather than serve one that differs elsewhere', () => {
    expect(() => withConnectOrigins("default-src 'self'", ['http://127.0.0.1:9099'])).toThrow(
      'no connect-src',
    );
  });

  it("allows this run's Auth, Firestore and functions emulators, shifted with the ports", () => {
    const hosting = {
      public: 'web/dist',
      headers: [
        {
          source: '**',
          headers: [
            { key: 'Content-Security-Policy', value: POLICY },
            { key: 'X-Frame-Options', value: 'DENY' },
          ],
        },
      ],
    };
    expect(localHostingConfig(hosting, localPorts(100))).toEqual({
      public: 'web/dist',
      headers: [
        {
          source: '**',
          headers: [
            {
              key: 'Content-Security-Policy',
              value:
                "default-src 'self'; connect-src 'self' https://firestore.googleapis.com http://127.0.0.1:9199 " +
                "http://127.0.0.1:8180 http://127.0.0.1:5101; object-src 'none'",
            },
            { key: 'X-Frame-Options', value: 'DENY' },
          ],
        },
      ],
    });
  });
});
