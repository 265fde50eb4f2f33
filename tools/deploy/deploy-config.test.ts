// The firebase.json a deploy uses: the checked-in policy with only its functions origin set to the
// target's, every other directive and header as firebase.json has them.
import { describe, expect, it } from 'vitest';
import { configForTarget, hostingPolicies, readFirebaseJson, withFunctionsOrigin } from './deploy-config.ts';

const target = { alias: 'production', projectId: 'acme-copydesk-prod', region: 'europe-west1' };

describe('the deploy configuration', () => {
  it("puts the target's functions origin where firebase.json names the default project's", () => {
    const checkedIn = hostingPolicies(readFirebaseJson());
    const deployed = hostingPolicies(configForTarget(readFirebaseJson(), target));
    expect(deployed).toHaveLength(1);
    expect(checkedIn[0]).toContain('https://us-central1-demo-copydesk.cloudfunctions.net');
    expect(deployed[0]).toBe(
      checkedIn[0]?.replace(
        'https://us-central1-demo-copydesk.cloudfunctions.net',
        'https://europe-west1-acme-copydesk-prod.cloudfunctions.net',
      ),
    );
  });

  it('keeps every other header and setting of firebase.json', () => {
    const config = readFirebaseJson();
    const deployed = configForTarget(config, target);
    const others = (c: typeof config) =>
      c.hosting?.headers?.flatMap((rule) => rule.headers).filter((h) => h.key !== 'Content-Security-Policy');
    expect(others(deployed)).toEqual(others(config));
    expect({ ...deployed, hosting: undefined }).toEqual({ ...config, hosting: undefined });
  });

  it.each([
    [
      'replaces every functions origin with the one given, in place',
      "connect-src 'self' https://us-central1-a.cloudfunctions.net https://x.test https://eu-west1-b.cloudfunctions.net; img-src 'self'",
      "connect-src 'self' https://europe-west1-p.cloudfunctions.net https://x.test; img-src 'self'",
    ],
    [
      'adds the origin when connect-src had none',
      "default-src 'self'; connect-src 'self'",
      "default-src 'self'; connect-src 'self' https://europe-west1-p.cloudfunctions.net",
    ],
  ])('%s', (_case, policy, expected) => {
    expect(withFunctionsOrigin(policy, 'https://europe-west1-p.cloudfunctions.net')).toBe(expected);
  });
});
